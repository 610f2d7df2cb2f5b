import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';

/** A one-page PDF made at test time, changed by `change` before it is saved. */
const pdfWith = async (
  change: (document: PDFDocument, page: PDFDict) => void,
  { objectStreams = true } = {},
) => {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  page.drawText('Vote Casey');
  change(document, page.node);
  return Buffer.from(await document.save({ useObjectStreams: objectStreams }));
};

const openWithScript = (document: PDFDocument) =>
  document.catalog.set(
    PDFName.of('OpenAction'),
    document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );

/** The same bytes with every `from` written as `to` (a name spelled with #-escapes: the same name to a reader). */
const respell = (pdf: Buffer, from: string, to: string) =>
  Buffer.from(pdf.toString('latin1').replaceAll(from, to), 'latin1');

/**
 * PDFs that carry active content, each with what the refusal names. Saved with object streams (the objects
 * compressed inside a stream) unless the bytes are respelled.
 */
export const activePdfs = async (): Promise<{ label: string; pdf: Buffer; names: string[] }[]> => {
  const scriptOnOpen = await pdfWith(openWithScript, { objectStreams: false });
  return [
    {
      label: 'an /OpenAction running /JS, in an object stream',
      pdf: await pdfWith(openWithScript),
      names: ['/OpenAction', '/JS'],
    },
    {
      label: 'an /AA (additional action) on a page',
      pdf: await pdfWith((document, page) => {
        const pageRef = document.getPage(0).ref;
        page.set(PDFName.of('AA'), document.context.obj({ O: { S: 'GoTo', D: [pageRef, 'Fit'] } }));
      }),
      names: ['/AA'],
    },
    {
      label: 'a link that runs /Launch',
      pdf: await pdfWith((document, page) => {
        const link = document.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [0, 0, 100, 100],
          A: { S: 'Launch', F: PDFString.of('calc.exe') },
        });
        page.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
      }),
      names: ['/Launch'],
    },
    { label: '/JS written /J#53', pdf: respell(scriptOnOpen, '/JS ', '/J#53 '), names: ['/JS'] },
    {
      label: 'lower-case escapes: /JS written /#4aS, /JavaScript written /#4aavaScript',
      pdf: respell(respell(scriptOnOpen, '/JS ', '/#4aS '), '/JavaScript', '/#4aavaScript'),
      names: ['/JS', '/JavaScript'],
    },
    {
      label: 'an object pdf-lib cannot parse, holding /JS',
      pdf: respell(
        await pdfWith(() => undefined, { objectStreams: false }),
        '\nxref',
        '\n9 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) [\nendobj\nxref',
      ),
      names: ['/JS'],
    },
  ];
};

/** A clean PDF whose /OpenAction only opens its first page (what many exporters write): accepted. */
export const pdfOpeningAtPageOne = () =>
  pdfWith((document) => {
    const pageRef = document.getPage(0).ref;
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj([pageRef, 'Fit']));
  });

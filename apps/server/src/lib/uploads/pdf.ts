import { readFile } from 'node:fs/promises';
import type { PDFDict, PDFDocument, PDFObject } from 'pdf-lib';
import { AppError, badRequest } from '../../errors.ts';

/**
 * Keys that make a PDF act rather than show, wherever they stand (docs/decisions/0055): scripts, actions run
 * on events, script-carrying forms.
 */
const ACTIVE_KEYS: Record<string, string> = {
  JS: 'JavaScript (/JS)',
  JavaScript: 'JavaScript (/JavaScript)',
  AA: 'actions that run on events (/AA)',
  XFA: 'an XFA form, which can run scripts (/XFA)',
};

/** Action types (an action's `/S`) that run code, start programs or send data away. */
const ACTIVE_ACTIONS: Record<string, string> = {
  JavaScript: 'JavaScript (/JavaScript)',
  Launch: 'an action that starts a program or opens a file (/Launch)',
  SubmitForm: 'a form that sends its data away (/SubmitForm)',
  ImportData: 'an action that imports data (/ImportData)',
  Rendition: 'a media action, which can run scripts (/Rendition)',
  RichMediaExecute: 'a rich-media command (/RichMediaExecute)',
};

const OPEN_ACTION = 'an action that runs when the file opens (/OpenAction)';

/** A name as a reader sees it, its `#xx` escapes decoded (either case, as `/J#53` or `/#4aS`). */
const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Names in bytes pdf-lib could not parse as an object: read as a lenient reader might. */
const NAME_IN_BYTES = /\/((?:[^\s/[\]<>(){}%]|#[0-9a-fA-F]{2})+)/g;

/**
 * What makes the parsed document active: every indirect object is visited (those of object streams
 * included), with every dictionary, array and stream dictionary inside it. An `/OpenAction` that only opens
 * a page (a destination or a GoTo action) is not active.
 */
const activeContent = async (document: PDFDocument): Promise<string[]> => {
  const { PDFArray, PDFDict, PDFInvalidObject, PDFName, PDFRef, PDFStream } = await import('pdf-lib');
  const { context } = document;
  const found = new Set<string>();
  const nameOf = (value: PDFObject | undefined) =>
    value instanceof PDFName ? decodeName(value.decodeText()) : undefined;
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? context.lookup(value) : value);
  const opensOnlyAPage = (value: PDFObject | undefined) => {
    const action = resolve(value);
    if (action instanceof PDFArray) return true;
    if (!(action instanceof PDFDict)) return false;
    const next = action.get(PDFName.of('Next'));
    return nameOf(action.get(PDFName.of('S'))) === 'GoTo' && next === undefined;
  };
  const visitDict = (dict: PDFDict) => {
    for (const [key, value] of dict.entries()) {
      const name = decodeName(key.decodeText());
      const reason = ACTIVE_KEYS[name];
      if (reason) found.add(reason);
      const action = name === 'S' ? ACTIVE_ACTIONS[nameOf(value) ?? ''] : undefined;
      if (action) found.add(action);
      if (name === 'OpenAction' && !opensOnlyAPage(value)) found.add(OPEN_ACTION);
      visit(value);
    }
  };
  const visit = (value: PDFObject) => {
    if (value instanceof PDFDict) visitDict(value);
    else if (value instanceof PDFStream) visitDict(value.dict);
    else if (value instanceof PDFArray) for (const item of value.asArray()) visit(item);
    else if (value instanceof PDFInvalidObject) {
      const bytes = new Uint8Array(value.sizeInBytes());
      value.copyBytesInto(bytes, 0);
      for (const [, raw = ''] of Buffer.from(bytes).toString('latin1').matchAll(NAME_IN_BYTES)) {
        const name = decodeName(raw);
        const reason = ACTIVE_KEYS[name] ?? ACTIVE_ACTIONS[name] ?? (name === 'OpenAction' && OPEN_ACTION);
        if (reason) found.add(reason);
      }
    }
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object);
  return [...found];
};

/**
 * A PDF checked before it is kept: readable (400), not encrypted (400: its objects could not be inspected),
 * and free of active content (415 naming what it carries). `what` names the file in the messages. The
 * document is loaded when a PDF arrives, not with the server: most processes never read one.
 */
export const checkPdf = async (path: string, what: string): Promise<{ pageCount: number }> => {
  const { PDFDocument } = await import('pdf-lib');
  const unreadable = (error: unknown) => {
    const encrypted = (error as Error).message.toLowerCase().includes('encrypted');
    return badRequest(
      encrypted
        ? `The ${what} PDF is encrypted: send it without a password or restrictions`
        : `The ${what} PDF could not be read (it is damaged or not really a PDF)`,
    );
  };
  const document = await PDFDocument.load(await readFile(path), { updateMetadata: false }).catch(
    (error: unknown) => {
      throw unreadable(error);
    },
  );
  // Before the pages are counted: a file with scripts is refused for them, even if its page tree is broken.
  const active = await activeContent(document);
  if (active.length > 0) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The ${what} PDF carries active content (${active.join('; ')}): export it again without scripts, actions or form logic (for example with "Print to PDF"), or send an image`,
    );
  }
  try {
    return { pageCount: document.getPageCount() };
  } catch (error) {
    throw unreadable(error);
  }
};

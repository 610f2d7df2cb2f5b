import { useEffect, useState } from 'react';
import type * as PdfjsLib from 'pdfjs-dist';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';

type Pdfjs = typeof PdfjsLib;
let pdfjs: Promise<Pdfjs> | null = null;

/**
 * pdf.js, fetched on first use (only the mail screens show PDFs), with its worker as a file of its own that
 * Vite emits and the page loads from this server (the CSP allows workers from 'self').
 */
const loadPdfjs = (): Promise<Pdfjs> => {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
    (error: unknown) => {
      pdfjs = null; // a later screen tries again
      throw error;
    },
  );
  return pdfjs;
};

export type PdfState =
  { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy } | { status: 'failed' };

/** The PDF in `blob`, parsed by pdf.js in its worker; destroyed when the blob changes or the screen goes. */
export const usePdfDocument = (blob: Blob | undefined): PdfState => {
  const [opened, setOpened] = useState<{ blob: Blob; state: PdfState } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    let task: PDFDocumentLoadingTask | null = null;
    let isCurrent = true;
    const setState = (state: PdfState) => setOpened({ blob, state });
    void (async () => {
      try {
        const lib = await loadPdfjs();
        const data = new Uint8Array(await blob.arrayBuffer());
        if (!isCurrent) return;
        task = lib.getDocument({ data });
        const doc = await task.promise;
        if (isCurrent) setState({ status: 'ready', doc });
      } catch {
        if (isCurrent) setState({ status: 'failed' });
      }
    })();
    return () => {
      isCurrent = false;
      void task?.destroy();
    };
  }, [blob]);
  return opened && opened.blob === blob ? opened.state : { status: 'loading' };
};

/** Draws page `pageNumber` (from 1) into `canvas`, `width` CSS pixels wide, sharp on dense screens. */
export const renderPdfPage = async (
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
  signal: AbortSignal,
): Promise<void> => {
  const page = await doc.getPage(pageNumber);
  const scale = (width * window.devicePixelRatio) / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale });
  if (signal.aborted) return;
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const task = page.render({ canvas, viewport });
  signal.addEventListener('abort', () => task.cancel());
  await task.promise.catch((error: unknown) => {
    if (!signal.aborted) throw error;
  });
};

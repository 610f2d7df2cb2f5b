import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { renderPdfPage } from '../pdf/pdf-document';

/** One page of a PDF drawn by pdf.js, as an image named `label`; `data-rendered` once drawn (for journeys). */
export function PdfPage({
  doc,
  pageNumber,
  width,
  label,
  maxHeight,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** Pixels drawn across (times the screen's density). */
  width: number;
  label: string;
  /** Shown whole within this height (a thumbnail); otherwise as wide as its box. */
  maxHeight?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The drawing done (or failed) last, so a new page or width starts undrawn. */
  const [drawn, setDrawn] = useState<{ key: string; hasFailed: boolean } | null>(null);
  const key = `${String(pageNumber)}@${String(width)}`;
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const controller = new AbortController();
    const done = (hasFailed: boolean) => {
      if (!controller.signal.aborted) setDrawn({ key: `${String(pageNumber)}@${String(width)}`, hasFailed });
    };
    renderPdfPage(doc, pageNumber, element, width, controller.signal).then(
      () => done(false),
      () => done(true),
    );
    return () => {
      controller.abort();
    };
  }, [doc, pageNumber, width]);
  const isRendered = drawn?.key === key && !drawn.hasFailed;
  const hasFailed = drawn?.key === key && drawn.hasFailed;
  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={hasFailed ? `${label} (could not be drawn)` : label}
      data-rendered={isRendered || undefined}
      bg="white"
      style={{
        ...(maxHeight === undefined
          ? { width: '100%', height: 'auto' }
          : { maxWidth: '100%', maxHeight, width: 'auto', height: 'auto' }),
        display: 'block',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    />
  );
}

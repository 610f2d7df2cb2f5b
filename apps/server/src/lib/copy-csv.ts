/**
 * Rows as CSV text for `COPY … (format csv)`: null and '' are written empty (COPY reads NULL), a value
 * with a quote, comma or line break is quoted. The same text csv-stringify writes for these rows (NUL
 * characters aside), at a fraction of its cost (it was most of a 1M-row import once the file reading was
 * fast).
 */
const NEEDS_QUOTES = /[",\r\n]/;

/** PostgreSQL's text cannot hold NUL: one in a file (the padding of a fixed-width export) is dropped. */
const NUL = '\u0000';

/** One value as a COPY CSV cell. */
export const copyCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'string' ? value : String(value as number);
  const text = raw.includes(NUL) ? raw.replaceAll(NUL, '') : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCopyCsv = (rows: readonly (readonly unknown[])[]): string => {
  let out = '';
  for (const row of rows) out += `${row.map(copyCell).join(',')}\n`;
  return out;
};

/**
 * COPY text gathered as bytes (decision 0027): each line is written into a native buffer as it is
 * made, so a batch waiting for its COPY holds no strings on the JavaScript heap (a batch of strings
 * outlived the young generation and grew the heap by hundreds of megabytes during a large import).
 * Three buffers take turns, so a large import allocates none per batch: the bytes `take()` returns stay
 * valid until the second `take()` after it (two batches' COPYs in flight while the next is written,
 * `import-batches.ts`).
 */
export class CopyBuffer {
  private buffer = Buffer.allocUnsafe(1 << 20);
  private spares = [Buffer.allocUnsafe(1 << 20), Buffer.allocUnsafe(1 << 20)];
  private length = 0;

  push(text: string): void {
    const most = text.length * 3; // UTF-8 bytes of a UTF-16 unit, at most
    if (this.length + most > this.buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + most));
      this.buffer.copy(bigger, 0, 0, this.length);
      this.buffer = bigger;
    }
    this.length += this.buffer.write(text, this.length);
  }

  get empty(): boolean {
    return this.length === 0;
  }

  /** The bytes so far; writing goes on, from empty, in the next buffer. */
  take(): Uint8Array {
    const bytes = this.buffer.subarray(0, this.length);
    this.spares.push(this.buffer);
    this.buffer = this.spares.shift()!;
    this.length = 0;
    return bytes;
  }
}

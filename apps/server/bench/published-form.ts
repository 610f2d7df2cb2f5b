/**
 * Files in the form North Carolina's State Board of Elections publishes them (`ncvoter`, `ncvhis`): every
 * field double-quoted (the header too), tab-separated, Latin-1 (ISO-8859-1), CRLF line ends.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/** One published line: each cell in double quotes (a quote inside doubled), tabs between, CRLF. */
export const publishedLine = (cells: readonly string[]) =>
  `"${cells.map((cell) => cell.replaceAll('"', '""')).join('"\t"')}"\r\n`;

/** One clean line: the cells as they are, tabs between, LF (the generator's clean form). */
export const cleanLine = (cells: readonly string[]) => `${cells.join('\t')}\n`;

const CHUNK_LINES = 20_000;

/**
 * Lines to a file in large encoded chunks with back-pressure (constant memory however many lines):
 * `add` each line (ending included) and, when it answers true, `await flush()`; `close` for the bytes.
 */
export const lineWriter = (out: string, encoding: 'utf8' | 'latin1') => {
  const stream = createWriteStream(out, { highWaterMark: 4 << 20 });
  let chunk: string[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const ok = stream.write(Buffer.from(chunk.join(''), encoding));
    chunk = [];
    if (!ok) await once(stream, 'drain');
  };
  return {
    add: (line: string) => chunk.push(line) >= CHUNK_LINES,
    flush,
    close: async () => {
      await flush();
      stream.end();
      await finished(stream);
      return stream.bytesWritten;
    },
  };
};

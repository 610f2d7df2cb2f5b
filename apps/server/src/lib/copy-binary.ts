/**
 * Rows in COPY's binary format (`copy … with (format binary)`), gathered as bytes: the server reads each
 * value as it is stored instead of parsing its text (UUIDs, numbers and dates cost a third of the time,
 * decision 0027). As with `CopyBuffer`, two buffers take turns: the bytes `take()` returns stay valid until
 * the next `take()` but one.
 */

/** The signature, the flags and the header extension's length. */
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const TRAILER = Buffer.from([0xff, 0xff]);
const EPOCH = Date.UTC(2000, 0, 1);
const DAY = 86_400_000;
const NUL = '\u0000';
const SHORT = 32;

/** Days from 2000-01-01 to an ISO date; throws, as PostgreSQL's date input would, on one that does not exist. */
export const dateDays = (iso: string): number => {
  const [year, month, day] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)].map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new Error(`date/time field value out of range: "${iso}"`);
  return Math.round((date.getTime() - EPOCH) / DAY);
};

export class BinaryCopy {
  private buffer = Buffer.allocUnsafe(1 << 20);
  private spare = Buffer.allocUnsafe(1 << 20);
  private length = 0;

  /** Makes room for `bytes` more and the trailer; an empty buffer starts with the header. */
  private room(bytes: number): void {
    if (this.length === 0) this.length = HEADER.copy(this.buffer, 0);
    const needed = this.length + bytes + TRAILER.length;
    if (needed <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, needed));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }

  /** Starts a row of `count` fields. */
  row(count: number): void {
    this.room(2);
    this.length = this.buffer.writeInt16BE(count, this.length);
  }

  null(): void {
    this.room(4);
    this.length = this.buffer.writeInt32BE(-1, this.length);
  }

  /**
   * A text value (NUL characters dropped: PostgreSQL's text cannot hold them). A short ASCII value is copied
   * a character at a time: most values are a few letters, and one `Buffer.write` call each cost more.
   */
  text(value: string): void {
    const text = value.includes(NUL) ? value.replaceAll(NUL, '') : value;
    this.room(4 + text.length * 3);
    const start = this.length + 4;
    let written = 0;
    if (text.length <= SHORT) {
      for (; written < text.length; written += 1) {
        const code = text.charCodeAt(written);
        if (code >= 0x80) break;
        this.buffer[start + written] = code;
      }
    }
    if (written < text.length) written = this.buffer.write(text, start);
    this.buffer.writeInt32BE(written, this.length);
    this.length = start + written;
  }

  float8(value: number): void {
    this.room(12);
    this.length = this.buffer.writeDoubleBE(value, this.buffer.writeInt32BE(8, this.length));
  }

  int4(value: number): void {
    this.room(8);
    this.length = this.buffer.writeInt32BE(value, this.buffer.writeInt32BE(4, this.length));
  }

  /** Bytes written as they are (whole values or rows); returns where they start. */
  bytes(bytes: Uint8Array): number {
    this.room(bytes.length);
    const at = this.length;
    this.buffer.set(bytes, at);
    this.length += bytes.length;
    return at;
  }

  /** Overwrites four bytes already written at `at`. */
  uint32At(at: number, value: number): void {
    this.buffer.writeUInt32BE(value, at);
  }

  /** The rows so far as one COPY's bytes (empty when none). */
  take(): Uint8Array {
    if (this.length === 0) return this.buffer.subarray(0, 0);
    const bytes = this.buffer.subarray(0, this.length + TRAILER.copy(this.buffer, this.length));
    [this.buffer, this.spare] = [this.spare, this.buffer];
    this.length = 0;
    return bytes;
  }
}

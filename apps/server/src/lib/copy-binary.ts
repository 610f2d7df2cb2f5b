/**
 * Rows in COPY's binary format (`copy … with (format binary)`), gathered as bytes: the server reads each
 * value as it is stored instead of parsing its text (UUIDs, numbers and dates cost a third of the time,
 * decision 0027). As with `CopyBuffer`, three buffers take turns: the bytes `take()` returns stay valid until
 * the second `take()` after it.
 */

/** The signature, the flags and the header extension's length. */
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const TRAILER = Buffer.from([0xff, 0xff]);
const NUL = '\u0000';
const SHORT = 32;

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`). */
const civilDays = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return (
    era * 146_097 +
    yearOfEra * 365 +
    Math.floor(yearOfEra / 4) -
    Math.floor(yearOfEra / 100) +
    dayOfYear -
    719_468
  );
};
const EPOCH = civilDays(2000, 1, 1);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days from 2000-01-01 to a date, or undefined when the date does not exist. */
export const daysOf = (year: number, month: number, day: number): number | undefined => {
  const days = (MONTH_DAYS[month - 1] ?? 0) + (month === 2 && isLeap(year) ? 1 : 0);
  return year >= 1 && day >= 1 && day <= days ? civilDays(year, month, day) - EPOCH : undefined;
};

/** Days from 2000-01-01 to an ISO date; throws, as PostgreSQL's date input would, on one that does not exist. */
export const dateDays = (iso: string): number => {
  const days = daysOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
  if (days === undefined) throw new Error(`date/time field value out of range: "${iso}"`);
  return days;
};

export class BinaryCopy {
  private buffer = Buffer.allocUnsafe(1 << 20);
  private spares = [Buffer.allocUnsafe(1 << 20), Buffer.allocUnsafe(1 << 20)];
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

  /**
   * Writes a 32-bit big-endian integer at `at` and returns where it ends: byte by byte, as a typed array keeps
   * each byte's low eight bits (`Buffer.writeInt32BE`'s range checks were 4 % of a bulk load's mapping).
   */
  private int32(value: number, at: number): number {
    const buffer = this.buffer;
    buffer[at] = value >>> 24;
    buffer[at + 1] = value >>> 16;
    buffer[at + 2] = value >>> 8;
    buffer[at + 3] = value;
    return at + 4;
  }

  /** Starts a row of `count` fields. */
  row(count: number): void {
    this.room(2);
    this.buffer[this.length] = count >>> 8;
    this.buffer[this.length + 1] = count;
    this.length += 2;
  }

  null(): void {
    this.room(4);
    this.length = this.int32(-1, this.length);
  }

  /**
   * A text value (NUL characters dropped: PostgreSQL's text cannot hold them). A short ASCII value is copied
   * a character at a time: most values are a few letters, and one `Buffer.write` call each cost more.
   */
  text(value: string): void {
    this.room(4 + value.length * 3);
    const start = this.length + 4;
    let written = 0;
    if (value.length <= SHORT) {
      for (; written < value.length; written += 1) {
        const code = value.charCodeAt(written);
        if (code >= 0x80 || code === 0) break;
        this.buffer[start + written] = code;
      }
    }
    if (written < value.length)
      written = this.buffer.write(value.includes(NUL) ? value.replaceAll(NUL, '') : value, start);
    this.int32(written, this.length);
    this.length = start + written;
  }

  /**
   * Bytes `[start, end)` of `source` as a text value, upper-cased (`upper`: a-z only), when every byte is
   * printable ASCII (1-127); otherwise writes nothing and returns false (the caller writes the value decoded).
   */
  ascii(source: Uint8Array, start: number, end: number, upper = false): boolean {
    this.room(4 + end - start);
    const buffer = this.buffer;
    let to = this.length + 4;
    for (let i = start; i < end; i += 1) {
      const code = source[i]!;
      if (code === 0 || code >= 0x80) return false;
      buffer[to++] = upper && code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
    }
    this.int32(end - start, this.length);
    this.length = to;
    return true;
  }

  float8(value: number): void {
    this.room(12);
    this.length = this.buffer.writeDoubleBE(value, this.int32(8, this.length));
  }

  int4(value: number): void {
    this.room(8);
    this.length = this.int32(value, this.int32(4, this.length));
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
    this.int32(value, at);
  }

  /** The rows so far as one COPY's bytes (empty when none); writing goes on in the next buffer. */
  take(): Uint8Array {
    if (this.length === 0) return this.buffer.subarray(0, 0);
    const bytes = this.buffer.subarray(0, this.length + TRAILER.copy(this.buffer, this.length));
    this.spares.push(this.buffer);
    this.buffer = this.spares.shift()!;
    this.length = 0;
    return bytes;
  }
}

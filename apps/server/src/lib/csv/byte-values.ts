/**
 * The values of a field that takes few distinct values (an election's label, a voting method, a party), kept
 * by their bytes: each distinct byte string is decoded and mapped once, and every other row's field costs a
 * hash and a compare of its bytes instead of a string (decision 0067). Past `LIMIT` distinct values the
 * others are mapped each time they are met, so a field with many values costs what decoding it would.
 */
import type { FieldBatch } from './field-reader.ts';

const LIMIT = 4096;

interface Entry<T> {
  bytes: Buffer;
  value: T;
}

const same = (kept: Buffer, bytes: Uint8Array, start: number, end: number) => {
  if (kept.length !== end - start) return false;
  for (let i = 0; i < kept.length; i += 1) if (kept[i] !== bytes[start + i]) return false;
  return true;
};

export class ByteValues<T> {
  private readonly entries = new Map<number, Entry<T>[]>();
  private count = 0;

  /** `map` takes the field as the file's text (empty when the record has no such field). */
  constructor(private readonly map: (text: string) => T) {}

  /** The value of bytes `[start, end)` of `batch` (`start` -1: no such field, read as empty). */
  get(batch: FieldBatch, start: number, end: number): T {
    const bytes = batch.bytes;
    if (start < 0) end = start;
    let hash = 0x811c9dc5; // FNV-1a
    for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
    const list = this.entries.get(hash);
    if (list !== undefined)
      for (const entry of list) if (same(entry.bytes, bytes, start, end)) return entry.value;
    const value = this.map(batch.text(start, end));
    if (this.count < LIMIT) {
      const entry = { bytes: Buffer.from(bytes.subarray(Math.max(start, 0), Math.max(end, 0))), value };
      if (list === undefined) this.entries.set(hash, [entry]);
      else list.push(entry);
      this.count += 1;
    }
    return value;
  }
}

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ByteValues } from './byte-values.ts';
import { readFields } from './field-reader.ts';

describe('ByteValues', () => {
  it('maps each distinct field once, by its bytes, a missing field as empty', async () => {
    const text = 'a\tb\nJOSÉ\tx\njosé\ty\nJOSÉ\tz\n\t\nJOS\n';
    const calls: string[] = [];
    const values = new ByteValues((field) => {
      calls.push(field);
      return field.toUpperCase();
    });
    const seen: string[] = [];
    for await (const batch of readFields(Readable.from([Buffer.from(text, 'latin1')]), 'latin1', '\t')) {
      for (let r = 0; r < batch.length; r += 1) {
        for (const f of [0, 1]) {
          const start = batch.start(r, f);
          seen.push(values.get(batch, start, start < 0 ? start : batch.end(r, f)));
        }
      }
    }
    expect(seen).toEqual(['JOSÉ', 'X', 'JOSÉ', 'Y', 'JOSÉ', 'Z', '', '', 'JOS', '']);
    expect(calls).toEqual(['JOSÉ', 'x', 'josé', 'y', 'z', '', 'JOS']);
  });
});

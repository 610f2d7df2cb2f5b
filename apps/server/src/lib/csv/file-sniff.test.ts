import { describe, expect, it } from 'vitest';
import { assertTextFile, csvReadError, detectDelimiter, detectEncoding, sniff } from './file-sniff.ts';
import { parse } from 'csv-parse/sync';

describe('file sniffing', () => {
  it('recognises UTF-8 with and without a BOM, and Latin-1', () => {
    expect(detectEncoding(Buffer.from('\uFEFFid,name\n1,José\n'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from('id,name\n1,José\n'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from('id,name\n1,José\n', 'latin1'))).toBe('latin1');
    const cut = Buffer.from('id,name\n1,Zoë'); // a multi-byte character cut at the end of the sample
    expect(detectEncoding(cut.subarray(0, cut.length - 1))).toBe('utf-8');
  });

  it('picks the delimiter that splits the header most', () => {
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a|b|c')).toBe('|');
    expect(detectDelimiter('a,b,c')).toBe(',');
  });

  it('reads header and preview rows, decoding Latin-1 and quoted fields', () => {
    const file = Buffer.from(
      '\uFEFFVOTER_ID;LAST;CITY\r\n1;"Núñez; Jr";Raleigh\r\n2;Brontë;Cary\r\n3;Partial',
      'utf8',
    );
    expect(sniff(file)).toEqual({
      encoding: 'utf-8',
      delimiter: ';',
      header: ['VOTER_ID', 'LAST', 'CITY'],
      preview: [
        ['1', 'Núñez; Jr', 'Raleigh'],
        ['2', 'Brontë', 'Cary'],
      ],
    });
    const latin = sniff(Buffer.from('id\tname\n7\tFrançois\n8\tx\n', 'latin1'));
    expect(latin).toMatchObject({
      encoding: 'latin1',
      delimiter: '\t',
      preview: [
        ['7', 'François'],
        ['8', 'x'],
      ],
    });
  });

  it('previews a file whose quoted cells run over several lines, wherever the preview ends', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `${i},"line one\nline two"`);
    const { preview } = sniff(Buffer.from(`id,note\n${rows.join('\n')}\n`));
    expect(preview).toHaveLength(10);
    expect(preview[9]).toEqual(['9', 'line one\nline two']);
  });

  it('refuses UTF-16 and binary files, and takes UTF-8 and Latin-1 text', () => {
    const utf16 = /^The voter file is UTF-16 text/;
    expect(() => assertTextFile(Buffer.from('\uFEFFid,name\n1,Zoë\n', 'utf16le'), 'voter file')).toThrow(
      utf16,
    );
    expect(() => assertTextFile(Buffer.from('id,name\n1,Zoë\n', 'utf16le'), 'voter file')).toThrow(utf16);
    expect(() => assertTextFile(Buffer.from('id,name\n1,A\u0000na\n'), 'voter file')).toThrow(
      'The voter file is not a text file (line 2 holds binary data)',
    );
    expect(() => assertTextFile(Buffer.from('id,name\n1,José\n', 'latin1'), 'voter file')).not.toThrow();
    expect(() => assertTextFile(Buffer.from('\uFEFFid,name\n1,Nguyễn\n'), 'voter file')).not.toThrow();
  });

  it('names the line a quoted cell opens on and never closes', () => {
    const text = 'id;note\n1;"fine\nacross lines"\n2;"a ""quoted"" word"\n3;"never closed\n4;x\n';
    const error = (() => {
      try {
        parse(text, { delimiter: ';' });
      } catch (caught) {
        return csvReadError(caught, 'voter file', text, ';');
      }
    })();
    expect(error).toMatchObject({
      detail: 'The voter file could not be read as CSV: a quote opened on line 5 is never closed',
    });
    const other = new Error('disk full');
    expect(csvReadError(other, 'voter file', text, ';')).toBe(other);
  });
});

import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding, sniff } from './file-sniff.ts';

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
});

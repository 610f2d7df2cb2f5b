import { describe, expect, it } from 'vitest';
import { parseTypedAddress } from './typed-address.ts';

describe('parseTypedAddress', () => {
  it('keys a typed address as the voter file keys its households', () => {
    expect(parseTypedAddress('12 Oak Street, Raleigh, NC 27601-0001')).toEqual({
      key: '12 OAK ST|27601',
      line: '12 OAK ST|',
      city: 'RALEIGH',
    });
    expect(parseTypedAddress('12 oak st apt 2, Raleigh NC 27601').key).toBe('12 OAK ST # 2|27601');
    expect(parseTypedAddress('12 OAK ST|27601')).toMatchObject({ key: '12 OAK ST|27601' });
  });

  it('keeps the street and city when no ZIP was typed, and nothing without a street', () => {
    expect(parseTypedAddress('12 Oak St, Raleigh')).toEqual({
      key: null,
      line: '12 OAK ST|',
      city: 'RALEIGH',
    });
    expect(parseTypedAddress('12 Oak St, Raleigh NC')).toMatchObject({ city: 'RALEIGH' });
    expect(parseTypedAddress(' , Raleigh, NC 27601')).toEqual({ key: null, line: null, city: 'RALEIGH' });
  });
});

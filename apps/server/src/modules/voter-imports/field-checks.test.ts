import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@groundwork/shared/contracts/consent';
import { isZip, locationProblems, usPhone, WARNING } from './field-checks.ts';

describe("an import's field checks", () => {
  it('reads a US phone number as E.164, as the rest of the product keys it (libphonenumber-js)', () => {
    for (const phone of [
      '9195550123',
      '919-555-0123',
      '(919) 555-0123',
      '919.555.0123',
      '1 919 555 0123',
      '+1 (919) 555-0123',
      '19195550123',
    ]) {
      expect(usPhone(phone)).toBe('+19195550123');
      expect(normalizePhone(phone)).toBe('+19195550123');
    }
  });

  it('refuses what is not a US number', () => {
    for (const phone of [
      '12',
      '555-0123',
      '0195550123', // an area code starts with 2-9
      '9191550123', // so does an exchange
      '29195550123', // eleven digits start with the country code 1
      '+9195550123', // a + needs the country code
      '+44 20 7946 0958',
      '919-555-0123 x12',
      '919/555/0123',
      '91955501234567',
      '++19195550123',
      '９１９５５５０１２３',
    ])
      expect(usPhone(phone)).toBeNull();
  });

  it('takes 5- and 9-digit ZIP codes', () => {
    for (const zip of ['27601', '27601-1234', '276011234']) expect(isZip(zip)).toBe(true);
    for (const zip of ['ABCDE', '2760', '27601-', '27601 1234', '27601-12345', '２７６０１'])
      expect(isZip(zip)).toBe(false);
  });

  it('keeps a location on the globe and blanks the rest', () => {
    expect(locationProblems(35.78, -78.64)).toEqual([]);
    expect(locationProblems(null, null)).toEqual([]);
    expect(locationProblems(90, -180)).toEqual([]);
    expect(locationProblems(999, -78.65)).toEqual([['lat', WARNING.lat]]);
    expect(locationProblems(-91, 181)).toEqual([
      ['lat', WARNING.lat],
      ['lng', WARNING.lng],
    ]);
    expect(locationProblems(Number.NaN, 1)).toEqual([['lat', WARNING.lat]]);
    expect(locationProblems(35, null)).toEqual([['lat', WARNING.alone]]);
    expect(locationProblems(null, -78)).toEqual([['lng', WARNING.alone]]);
    expect(locationProblems(0, -0)).toEqual([['lat', WARNING.zeroZero]]);
  });
});

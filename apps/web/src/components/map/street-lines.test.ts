import { describe, expect, it } from 'vitest';
import { metresBetween, parseStreetAddress, streetLines, type AddressedDoor } from './street-lines';

describe('parseStreetAddress', () => {
  it('reads the house number and the street, ignoring the city', () => {
    expect(parseStreetAddress('123 N Main St, Raleigh')).toEqual({ street: 'N MAIN ST', number: 123 });
    expect(parseStreetAddress('123 n. main st.')).toEqual({ street: 'N MAIN ST', number: 123 });
  });

  it('drops a lettered number suffix and the unit', () => {
    expect(parseStreetAddress('12-B Oak Ave Apt 4')).toEqual({ street: 'OAK AVE', number: 12 });
    expect(parseStreetAddress('12B Oak Ave #4, Cary')).toEqual({ street: 'OAK AVE', number: 12 });
    expect(parseStreetAddress('7 Elm Ct Unit 2')).toEqual({ street: 'ELM CT', number: 7 });
  });

  it('keeps a street without a number, and nothing of an empty or unknown address', () => {
    expect(parseStreetAddress('Main St, Raleigh')).toEqual({ street: 'MAIN ST', number: null });
    expect(parseStreetAddress('Address unknown')).toBeNull();
    expect(parseStreetAddress(' , Raleigh')).toBeNull();
  });
});

/** A door `metres` east of a point on latitude 35.78 (1 m ≈ 0.0000111 degrees of longitude there). */
const door = (address: string, metres: number, north = 0): AddressedDoor => ({
  address,
  lng: -78.64 + metres / (111_320 * Math.cos((35.78 * Math.PI) / 180)),
  lat: 35.78 + north / 110_574,
});

describe('streetLines', () => {
  it('draws one line per street through its doors in house-number order, both sides together', () => {
    const lines = streetLines([
      door('105 Hargett St, Raleigh', 40, -12),
      door('100 Hargett St, Raleigh', 0, 12),
      door('103 Hargett St, Raleigh', 20, -12),
      door('104 Hargett St, Raleigh', 30, 12),
      door('1 Salisbury St, Raleigh', 500),
      door('3 Salisbury St, Raleigh', 500, 60),
    ]);
    expect(lines.features.map((f) => f.properties.street).sort()).toEqual(['HARGETT ST', 'SALISBURY ST']);
    const hargett = lines.features.find((f) => f.properties.street === 'HARGETT ST');
    const xs = hargett?.geometry.coordinates.map(([lng]) => lng ?? 0) ?? [];
    expect(xs).toHaveLength(4);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    // The middle of the line runs nearer the street's middle than the doors on either side.
    const [, second] = hargett?.geometry.coordinates ?? [];
    expect(Math.abs(((second?.[1] ?? 0) - 35.78) * 110_574)).toBeLessThan(12);
  });

  it('splits a street where consecutive doors are far apart', () => {
    const lines = streetLines([
      door('100 Main St', 0),
      door('102 Main St', 30),
      door('2000 Main St', 2000),
      door('2002 Main St', 2030),
    ]);
    expect(lines.features).toHaveLength(2);
    for (const line of lines.features) expect(line.geometry.coordinates).toHaveLength(2);
  });

  it('draws nothing for a single door, doors without a number or a position', () => {
    expect(
      streetLines([
        door('100 Lone St', 0),
        door('Main St', 10),
        door('Main St', 20),
        { address: '5 Oak Ave', lat: null, lng: null },
        door('7 Oak Ave', 10),
      ]).features,
    ).toEqual([]);
  });

  it('measures metres', () => {
    expect(metresBetween([-78.64, 35.78], [-78.64, 35.79])).toBeCloseTo(1105.7, 0);
  });
});

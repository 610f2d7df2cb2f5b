import { describe, expect, it } from 'vitest';
import { describeDoors, streetOf, uniqueNames, type NamedDoor } from './walkbook-names.ts';

const door = (street: string | null, precinct: string | null = null): NamedDoor => ({
  street: streetOf(street),
  precinct,
  lat: 35.7801,
  lng: -78.6402,
});

describe('walkbook names', () => {
  it('takes the house number off a street address, and nothing else', () => {
    expect(streetOf('123 Oak St')).toBe('Oak St');
    expect(streetOf('12-14  Oak  St')).toBe('Oak St');
    expect(streetOf('7B Oak St')).toBe('Oak St');
    expect(streetOf('9 1/2 Oak St')).toBe('Oak St');
    expect(streetOf('1st Ave')).toBe('1st Ave');
    expect(streetOf('  ')).toBeNull();
    expect(streetOf(null)).toBeNull();
  });

  it('names the two streets with the most doors, and the size', () => {
    const doors = [
      door('1 Oak St'),
      door('3 OAK ST'),
      door('5 Oak St'),
      door('2 Elm Ave'),
      door('4 Elm Ave'),
      door('9 Pine Rd'),
    ];
    expect(describeDoors(doors)).toBe('Oak St & Elm Ave · 6 doors');
    expect(describeDoors([door('1 Oak St')])).toBe('Oak St · 1 door');
  });

  it('falls back on the precinct, then on where the doors are', () => {
    expect(describeDoors([door(null, '01-02'), door(null, '01-02'), door(null, '03-11')])).toBe(
      'Precinct 01-02 · 3 doors',
    );
    expect(describeDoors([door(null), door(null)])).toBe('Around 35.7801, -78.6402 · 2 doors');
  });

  it('makes names unique in order', () => {
    expect(
      uniqueNames(['Oak St · 4 doors', 'Elm Ave · 4 doors', 'Oak St · 4 doors', 'Oak St · 4 doors']),
    ).toEqual(['Oak St · 4 doors', 'Elm Ave · 4 doors', 'Oak St · 4 doors (2)', 'Oak St · 4 doors (3)']);
  });
});

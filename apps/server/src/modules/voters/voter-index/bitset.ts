/** Bitsets over voter ordinals: Uint32Array words, bit `i & 31` of word `i >>> 5`. */

export const words = (size: number) => (size + 31) >>> 5;

/** Every voter of `size`. */
export const fullSet = (size: number): Uint32Array => {
  const set = new Uint32Array(words(size)).fill(0xffffffff);
  const rest = size & 31;
  if (rest) set[set.length - 1] = (1 << rest) - 1;
  return set;
};

export const andInto = (target: Uint32Array, other: Uint32Array) => {
  for (let w = 0; w < target.length; w += 1) target[w]! &= other[w]!;
};

export const andNotInto = (target: Uint32Array, other: Uint32Array) => {
  for (let w = 0; w < target.length; w += 1) target[w]! &= ~other[w]!;
};

export const orInto = (target: Uint32Array, other: Uint32Array) => {
  for (let w = 0; w < target.length; w += 1) target[w]! |= other[w]!;
};

const popcount32 = (x: number) => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
};

export const cardinality = (set: Uint32Array): number => {
  let n = 0;
  for (let w = 0; w < set.length; w += 1) if (set[w]) n += popcount32(set[w]!);
  return n;
};

/** Calls `visit` with each member, in order. */
export const forEachMember = (set: Uint32Array, visit: (ordinal: number) => void) => {
  for (let w = 0; w < set.length; w += 1) {
    let word = set[w]!;
    const base = w << 5;
    while (word !== 0) {
      const low = word & -word;
      visit(base + 31 - Math.clz32(low));
      word ^= low;
    }
  }
};

/** Keeps only the members for which `keep` holds. */
export const retain = (set: Uint32Array, keep: (ordinal: number) => boolean) => {
  for (let w = 0; w < set.length; w += 1) {
    let word = set[w]!;
    if (word === 0) continue;
    let out = word;
    const base = w << 5;
    while (word !== 0) {
      const low = word & -word;
      if (!keep(base + 31 - Math.clz32(low))) out &= ~low;
      word ^= low;
    }
    set[w] = out;
  }
};

/** Keeps the members whose code in `codes` is allowed (`allowed[code] === 1`). */
export const retainCodes = (set: Uint32Array, codes: ArrayLike<number>, allowed: Uint8Array) => {
  for (let w = 0; w < set.length; w += 1) {
    let word = set[w]!;
    if (word === 0) continue;
    let out = word;
    const base = w << 5;
    while (word !== 0) {
      const low = word & -word;
      if (allowed[codes[base + 31 - Math.clz32(low)]!] !== 1) out &= ~low;
      word ^= low;
    }
    set[w] = out;
  }
};

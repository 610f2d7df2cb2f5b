/** A deterministic PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Picks from `items` with probability proportional to `weights`. */
export const weightedPicker = <T>(items: readonly T[], weights: readonly number[], random: () => number) => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative = weights.map(
    (
      (sum) => (w: number) =>
        (sum += w / total)
    )(0),
  );
  return (): T => {
    const r = random();
    const index = cumulative.findIndex((c) => r < c);
    return items[index === -1 ? items.length - 1 : index] as T;
  };
};

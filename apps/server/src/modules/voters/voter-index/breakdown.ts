/** The breakdown of matching voters from the index: the same buckets, keys and order as `breakdownVoters`. */
import {
  AGE_BAND_ORDER,
  AGE_BANDS,
  TURNOUT_BAND_ORDER,
  TURNOUT_BANDS,
  type VoterBreakdown,
} from '@groundwork/shared/contracts/voters';
import { forEachMember } from './bitset.ts';
import type { DictColumn, VoterColumns } from './columns.ts';

const TOP = 25;

type Bucket = { key: string; count: number };

/** Counts per code → buckets by key (the null code gets `nullKey`; equal keys add up, as SQL groups them). */
const buckets = (column: DictColumn, counts: Uint32Array, nullKey: string): Bucket[] => {
  const byKey = new Map<string, number>();
  for (let code = 0; code < counts.length; code += 1) {
    const n = counts[code]!;
    if (n === 0) continue;
    const key = column.values[code] ?? nullKey;
    byKey.set(key, (byKey.get(key) ?? 0) + n);
  }
  return [...byKey]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
};

export const breakdownMembers = (
  c: VoterColumns,
  set: Uint32Array,
  today = new Date(),
): Omit<VoterBreakdown, 'doors'> => {
  const year = today.getUTCFullYear();
  const party = new Uint32Array(c.party.values.length);
  const gender = new Uint32Array(c.gender.values.length);
  const precinct = new Uint32Array(c.precinct.values.length);
  const zip = new Uint32Array(c.zip.values.length);
  const ages = new Uint32Array(AGE_BAND_ORDER.length);
  // Band index by age (0..200); anything else, or no birth year, is Unknown.
  const bandOfAge = new Uint8Array(201).fill(AGE_BANDS.length);
  AGE_BANDS.forEach((b, k) => bandOfAge.fill(k, b.min, Math.min(b.max, 200) + 1));
  // Band index by score (NO_SCORE and anything else: Unknown).
  const turnouts = new Uint32Array(TURNOUT_BAND_ORDER.length);
  const bandOfScore = new Uint8Array(256).fill(TURNOUT_BANDS.length);
  TURNOUT_BANDS.forEach((b, k) => bandOfScore.fill(k, b.min, b.max + 1));
  const pc = c.party.codes;
  const gc = c.gender.codes;
  const prc = c.precinct.codes;
  const zc = c.zip.codes;
  const { birthYear, birthKnown, turnout } = c;
  let total = 0;
  forEachMember(set, (i) => {
    total += 1;
    party[pc[i]!]! += 1;
    gender[gc[i]!]! += 1;
    precinct[prc[i]!]! += 1;
    zip[zc[i]!]! += 1;
    const age = year - birthYear[i]!;
    const known = (birthKnown[i >>> 5]! >>> (i & 31)) & 1;
    ages[known && age >= 0 && age <= 200 ? bandOfAge[age]! : AGE_BANDS.length]! += 1;
    turnouts[bandOfScore[turnout[i]!]!]! += 1;
  });
  const ordered = (order: readonly string[], counts: Uint32Array) =>
    order.map((key, k) => ({ key, count: counts[k]! })).filter((b) => b.count > 0);
  return {
    total,
    party: buckets(c.party, party, 'UNKNOWN'),
    gender: buckets(c.gender, gender, 'U'),
    age_band: ordered(AGE_BAND_ORDER, ages),
    turnout_band: ordered(TURNOUT_BAND_ORDER, turnouts),
    precinct: buckets(c.precinct, precinct, 'Unknown').slice(0, TOP),
    zip: buckets(c.zip, zip, 'Unknown').slice(0, TOP),
  };
};

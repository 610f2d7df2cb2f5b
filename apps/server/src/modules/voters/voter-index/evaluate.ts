/**
 * A voter filter over the index's columns, with exactly the meaning `voterWhere` gives it in SQL
 * (voter-filter.ts): the same upper-casing (the database's upper() was applied when the index was
 * read; filter values get JavaScript's, as in voterWhere), ZIPs by their first five characters, ages
 * from the calendar year, tags any/all/none, vote history counts (by method and ballot party), the turnout
 * range, phone/email present and not empty, removed voters left out unless asked for.
 */
import type { VoterFilter, VotingMethod } from '@groundwork/shared/contracts/voters';
import {
  andInto,
  andNotInto,
  cardinality,
  forEachMember,
  fullSet,
  orInto,
  retain,
  retainCodes,
  words,
} from './bitset.ts';
import {
  historyKey,
  orMembers,
  type DictColumn,
  type DistrictKind,
  type MemberSet,
  type VoterColumns,
} from './columns.ts';
import { polygonTest } from './polygon.ts';

/** Filters the index answers; the rest (free-text name) stay on SQL. */
export const indexSupports = (filter: VoterFilter): boolean => !filter.name;

const inList = (set: Uint32Array, column: DictColumn, values: string[]) => {
  const allowed = new Uint8Array(column.values.length);
  for (const value of values) {
    const code = column.lookup.get(value);
    if (code !== undefined) allowed[code] = 1;
  }
  retainCodes(set, column.codes, allowed);
};

const upper = (values: string[]) => values.map((v) => v.toUpperCase());

const union = (size: number, sets: (Uint32Array | undefined)[]) => {
  const out = new Uint32Array(words(size));
  for (const s of sets) if (s) orInto(out, s);
  return out;
};

const unionOf = (size: number, sets: (MemberSet | undefined)[]) => {
  const out = new Uint32Array(words(size));
  for (const s of sets) if (s) orMembers(out, s);
  return out;
};

interface HistoryQualifiers {
  elections: string[];
  methods?: VotingMethod[];
  primary_party?: string[];
}

/**
 * One bitset per listed election (`rows`: the history read, this campaign's or every row): its voters whose
 * row was cast by one of `methods` with a ballot party among `primary_party`, as voterWhere counts them.
 */
const electionSets = (c: VoterColumns, rows: Map<string, Uint32Array>, q: HistoryQualifiers) =>
  [...new Set(q.elections)].map((election) => {
    const voted = rows.get(election);
    if (!voted || (!q.methods && !q.primary_party)) return voted;
    const out = Uint32Array.from(voted);
    const by = (map: Map<string, MemberSet>, values: string[]) =>
      andInto(
        out,
        unionOf(
          c.size,
          values.map((v) => map.get(historyKey(election, v))),
        ),
      );
    if (q.methods) by(c.methods, q.methods);
    if (q.primary_party) by(c.parties, upper(q.primary_party));
    return out;
  });

/** Keeps the members who have at least `min` / at most `max` of `sets` (one bitset per election). */
const retainByCount = (
  set: Uint32Array,
  size: number,
  sets: (Uint32Array | undefined)[],
  test: (n: number) => boolean,
) => {
  const present = sets.filter((s): s is Uint32Array => s !== undefined);
  const counts = new Uint8Array(size);
  for (const bits of present) {
    for (let w = 0; w < set.length; w += 1) {
      let word = set[w]! & bits[w]!;
      const base = w << 5;
      while (word !== 0) {
        const low = word & -word;
        counts[base + 31 - Math.clz32(low)]! += 1;
        word ^= low;
      }
    }
  }
  retain(set, (i) => test(counts[i]!));
};

/** The voters (ordinals) matching `filter`; the filter must be one `indexSupports`. */
export const evaluate = (c: VoterColumns, filter: VoterFilter, today = new Date()): Uint32Array => {
  const set = fullSet(c.size);
  const year = today.getUTCFullYear();

  const tags = filter.tags;
  const tagSet = (id: string) => c.tags.get(id.toLowerCase());
  if (tags?.any?.length) andInto(set, union(c.size, tags.any.map(tagSet)));
  if (tags?.none?.length) andNotInto(set, union(c.size, tags.none.map(tagSet)));
  if (tags?.all?.length) {
    for (const id of new Set(tags.all.map((tag) => tag.toLowerCase()))) {
      const bits = tagSet(id);
      if (bits) andInto(set, bits);
      else set.fill(0);
    }
  }

  if (!filter.include_removed) andNotInto(set, c.removed);
  if (filter.turnout_min !== undefined || filter.turnout_max !== undefined) {
    // NO_SCORE (255) lies above every bound.
    const low = filter.turnout_min ?? 0;
    const high = filter.turnout_max ?? 100;
    const score = c.turnout;
    retain(set, (i) => score[i]! >= low && score[i]! <= high);
  }

  if (filter.has_phone !== undefined) (filter.has_phone ? andInto : andNotInto)(set, c.hasPhone);
  if (filter.has_email !== undefined) (filter.has_email ? andInto : andNotInto)(set, c.hasEmail);

  const atLeast = filter.vote_history?.min ?? 1;
  if (filter.vote_history && atLeast > 0) {
    const sets = electionSets(c, c.history, filter.vote_history);
    if (atLeast === 1) andInto(set, union(c.size, sets));
    else retainByCount(set, c.size, sets, (n) => n >= atLeast);
  }
  if (filter.vote_history_max) {
    const { max } = filter.vote_history_max;
    const sets = electionSets(c, c.historyAll, filter.vote_history_max);
    if (max === 0) andNotInto(set, union(c.size, sets));
    else if (max < sets.length) retainByCount(set, c.size, sets, (n) => n <= max);
  }

  if (filter.age_min !== undefined || filter.age_max !== undefined) {
    andInto(set, c.birthKnown);
    const latest = filter.age_min === undefined ? Infinity : year - filter.age_min;
    const earliest = filter.age_max === undefined ? -Infinity : year - filter.age_max;
    const by = c.birthYear;
    retain(set, (i) => by[i]! <= latest && by[i]! >= earliest);
  }

  if (filter.parties?.length) inList(set, c.party, upper(filter.parties));
  if (filter.genders?.length) inList(set, c.gender, upper(filter.genders));
  if (filter.zips?.length)
    inList(
      set,
      c.zip,
      filter.zips.map((z) => z.slice(0, 5)),
    );
  if (filter.cities?.length) inList(set, c.city, upper(filter.cities));
  if (filter.precincts?.length) inList(set, c.precinct, filter.precincts);
  if (filter.registration_statuses?.length) inList(set, c.status, upper(filter.registration_statuses));
  for (const [kind, codes] of Object.entries(filter.districts ?? {})) {
    if (codes.length) inList(set, c.districts[kind as DistrictKind], codes);
  }

  if (filter.polygon) {
    const inside = polygonTest(filter.polygon);
    const { lat, lng } = c;
    retain(set, (i) => inside(lng[i]!, lat[i]!));
  }
  return set;
};

const stamps = new WeakMap<VoterColumns, { marks: Uint32Array; generation: number }>();

/** Matching voters and doors (distinct households among them), as `countVoters` gives them. */
export const countMembers = (c: VoterColumns, set: Uint32Array) => {
  let stamp = stamps.get(c);
  if (!stamp || stamp.generation >= 0xfffffffe) {
    stamp = { marks: new Uint32Array(c.households), generation: 0 };
    stamps.set(c, stamp);
  }
  stamp.generation += 1;
  const { marks, generation } = stamp;
  const household = c.household;
  let doors = 0;
  forEachMember(set, (i) => {
    const h = household[i]!;
    if (marks[h] !== generation) {
      marks[h] = generation;
      doors += 1;
    }
  });
  return { count: cardinality(set), doors };
};

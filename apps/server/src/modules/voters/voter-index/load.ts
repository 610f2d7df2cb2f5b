/**
 * Reads one campaign's voter index from the database, optimistically: the version, then the households,
 * then the voters a page at a time in state-voter-id order, then the version again. Every committed write
 * to voters, history or tags bumps the version in its own transaction (migration 0011), so an unchanged
 * version proves the reads saw exactly that version's data; a changed one fails the build (the next
 * request starts another). No transaction spans the reads, so on PGlite's single connection other requests
 * run between them instead of waiting for the whole build.
 *
 * The database hands over arrays where it can (docs/decisions/0070-statewide.md): the households as one
 * array of ordinals (int4 bytes in voter order) instead of a key string per voter, and a page's history
 * and tags grouped by election, campaign, method and ballot party, or by tag, each group's voters as
 * ordinal bytes, instead of strings per voter.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  BitsetMap,
  DictBuilder,
  DISTRICT_KINDS,
  historyKey,
  MemberSetMap,
  NO_SCORE,
  writeId,
  type VoterColumns,
} from './columns.ts';
import { words } from './bitset.ts';

/**
 * Pages adapt their size so that each read takes about PAGE_MS: on PGlite's one connection another
 * request waits at most about that long for its turn (about a thousand voters a page there), while a
 * PostgreSQL server reads up to MAX_PAGE at a time.
 */
const PAGE_MS = 50;
const MIN_PAGE = 1_000;
const MAX_PAGE = 20_000;

type Row = {
  id: string;
  u: string;
  p: string | null;
  g: string | null;
  z: string | null;
  c: string | null;
  pr: string | null;
  s: string | null;
  d0: string | null;
  d1: string | null;
  d2: string | null;
  d3: string | null;
  d4: string | null;
  d5: string | null;
  b: number | null;
  ph: boolean;
  em: boolean;
  lat: number | null;
  lng: number | null;
  tu: number | null;
  rm: boolean;
};

/** The current version of a campaign's voter data (0 before its first change). */
export const readVersion = async (db: Db, campaignId: string): Promise<number> => {
  const result = await db.execute<{ version: string | number }>(
    sql`select version from voter_data_versions where campaign_id = ${campaignId}`,
  );
  return Number(result.rows[0]?.version ?? 0);
};

/** One page of voters after `after` (a state voter id) in the campaign's unique-index order. */
const selectPage = (campaignId: string, after: string | null, limit: number) => sql`
  select v.state_voter_id as id, v.id as u, upper(v.party) as p, upper(v.gender) as g, left(v.res_zip, 5) as z,
         upper(v.res_city) as c, v.precinct as pr, upper(v.registration_status) as s,
         v.congressional as d0, v.state_senate as d1, v.state_house as d2, v.county as d3,
         v.municipal as d4, v.ward as d5, v.birth_year as b,
         coalesce(v.phone <> '', false) as ph, coalesce(v.email <> '', false) as em, v.lat, v.lng,
         v.turnout as tu, v.removed_at is not null as rm
  from voters v
  where v.campaign_id = ${campaignId} ${after === null ? sql`` : sql`and v.state_voter_id > ${after}`}
  order by v.state_voter_id
  limit ${limit}`;

/** Each voter's household as an ordinal (0 … households − 1; keys ranked byte by byte), in voter order. */
const selectHouseholds = (campaignId: string) => sql`
  select string_agg(int4send(h), ''::bytea order by id) as o, coalesce(max(h) + 1, 0)::int as n
  from (select v.state_voter_id as id, (dense_rank() over (order by v.household_key collate "C") - 1)::int as h
        from voters v where v.campaign_id = ${campaignId}) s`;

/**
 * A page's voters (`ids`, ordinals from `first`) and one of their tables, as an unnest the planner sizes
 * small, so it probes that table's voter index voter by voter rather than scanning it.
 */
const pageVoters = (ids: string[], first: number) => ({
  from: sql`unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as o(id, n)`,
  ordinals: sql`string_agg(int4send((o.n - 1 + ${first})::int), ''::bytea order by o.n)`,
});

/** The page's history rows by election, whose campaign, method and ballot party; the voters as ordinals. */
const selectHistory = (campaignId: string, page: ReturnType<typeof pageVoters>) => sql`
  select h.election_code as e, h.campaign_id = ${campaignId} as own, h.voting_method as m,
         upper(h.party) as q, ${page.ordinals} as o
  from ${page.from} join vote_history h on h.voter_id = o.id
  group by 1, 2, 3, 4`;

/** The page's tag assignments by tag; the voters as ordinals. */
const selectTags = (page: ReturnType<typeof pageVoters>) => sql`
  select a.tag_id::text as t, ${page.ordinals} as o
  from ${page.from} join voter_tag_assignments a on a.voter_id = o.id
  group by 1`;

/** Big-endian int4 bytes (int4send) as numbers. */
const ordinals = (bytes: Uint8Array | null): Uint32Array => {
  if (!bytes) return new Uint32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(bytes.byteLength >>> 2);
  for (let k = 0; k < out.length; k += 1) out[k] = view.getUint32(k * 4);
  return out;
};

/** The build saw a write land between its reads; the next request starts another. */
export class VoterDataChanged extends Error {
  constructor() {
    super('voter data changed during the index build');
  }
}

export interface LoadOptions {
  /** Called after each page (tests write here to prove a change is caught). */
  afterPage?: () => Promise<void>;
}

const set = (bits: Uint32Array, i: number) => (bits[i >>> 5]! |= 1 << (i & 31));

/** Builds the columns of `campaignId`; returns them with the version they are exact for. */
export const loadVoterColumns = async (
  db: Db,
  campaignId: string,
  options: LoadOptions = {},
): Promise<{ version: number; columns: VoterColumns }> => {
  const version = await readVersion(db, campaignId);
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from voters where campaign_id = ${campaignId}`,
  );
  const size = Number(counted.rows[0]?.n ?? 0);
  const homes = (await db.execute<{ o: Uint8Array | null; n: number }>(selectHouseholds(campaignId))).rows[0];
  const household = ordinals(homes?.o ?? null);
  if (household.length !== size) throw new VoterDataChanged();
  const dicts = {
    party: new DictBuilder(size),
    gender: new DictBuilder(size),
    zip: new DictBuilder(size),
    city: new DictBuilder(size),
    precinct: new DictBuilder(size),
    status: new DictBuilder(size),
  };
  const districts = DISTRICT_KINDS.map(() => new DictBuilder(size));
  const ids = new Uint8Array(size * 16);
  const birthYear = new Int32Array(size);
  const birthKnown = new Uint32Array(words(size));
  const hasPhone = new Uint32Array(words(size));
  const hasEmail = new Uint32Array(words(size));
  const lat = new Float64Array(size);
  const lng = new Float64Array(size);
  const tags = new BitsetMap(size);
  const history = new BitsetMap(size);
  const foreign = new BitsetMap(size);
  const methods = new MemberSetMap(size);
  const parties = new MemberSetMap(size);
  const turnout = new Uint8Array(size);
  const removed = new Uint32Array(words(size));

  let i = 0;
  let after: string | null = null;
  let limit = MIN_PAGE;
  for (;;) {
    const started = performance.now();
    const page: { rows: Row[] } = await db.execute<Row>(selectPage(campaignId, after, limit));
    if (i + page.rows.length > size) throw new VoterDataChanged();
    const voters = pageVoters(
      page.rows.map((r) => r.u),
      i,
    );
    for (const r of page.rows) {
      writeId(ids, i, r.u);
      dicts.party.set(i, r.p);
      dicts.gender.set(i, r.g);
      dicts.zip.set(i, r.z);
      dicts.city.set(i, r.c);
      dicts.precinct.set(i, r.pr);
      dicts.status.set(i, r.s);
      districts[0]!.set(i, r.d0);
      districts[1]!.set(i, r.d1);
      districts[2]!.set(i, r.d2);
      districts[3]!.set(i, r.d3);
      districts[4]!.set(i, r.d4);
      districts[5]!.set(i, r.d5);
      if (r.b !== null) {
        birthYear[i] = r.b;
        set(birthKnown, i);
      }
      if (r.ph) set(hasPhone, i);
      if (r.em) set(hasEmail, i);
      lat[i] = r.lat ?? NaN;
      lng[i] = r.lng ?? NaN;
      turnout[i] = r.tu ?? NO_SCORE;
      if (r.rm) set(removed, i);
      i += 1;
    }
    if (page.rows.length) {
      const groups = await db.execute<{
        e: string;
        own: boolean;
        m: string | null;
        q: string | null;
        o: Uint8Array;
      }>(selectHistory(campaignId, voters));
      for (const g of groups.rows) {
        const members = ordinals(g.o);
        if (g.own) history.addAll(g.e, members);
        else foreign.addAll(g.e, members);
        if (g.m !== null) methods.addAll(historyKey(g.e, g.m), members);
        if (g.q !== null) parties.addAll(historyKey(g.e, g.q), members);
      }
      const assigned = await db.execute<{ t: string; o: Uint8Array }>(selectTags(voters));
      for (const g of assigned.rows) tags.addAll(g.t.toLowerCase(), ordinals(g.o));
    }
    await options.afterPage?.();
    if (page.rows.length < limit) break;
    after = page.rows[page.rows.length - 1]!.id;
    const elapsed = Math.max(1, performance.now() - started);
    limit = Math.max(MIN_PAGE, Math.min(MAX_PAGE, Math.round((limit * PAGE_MS) / elapsed)));
  }
  if (i !== size || (await readVersion(db, campaignId)) !== version) throw new VoterDataChanged();

  let historyAll = history.sets;
  if (foreign.sets.size) {
    // Rare: history rows filed under another campaign still count for `vote_history_max`.
    historyAll = new Map([...history.sets].map(([k, v]) => [k, Uint32Array.from(v)]));
    for (const [code, bits] of foreign.sets) {
      const into = historyAll.get(code);
      if (!into) historyAll.set(code, bits);
      else for (let w = 0; w < into.length; w += 1) into[w]! |= bits[w]!;
    }
  }
  const columns: VoterColumns = {
    size,
    ids,
    party: dicts.party.finish(),
    gender: dicts.gender.finish(),
    zip: dicts.zip.finish(),
    city: dicts.city.finish(),
    precinct: dicts.precinct.finish(),
    status: dicts.status.finish(),
    districts: Object.fromEntries(
      DISTRICT_KINDS.map((kind, k) => [kind, districts[k]!.finish()]),
    ) as VoterColumns['districts'],
    birthYear,
    birthKnown,
    household,
    households: Number(homes?.n ?? 0),
    hasPhone,
    hasEmail,
    lat,
    lng,
    tags: tags.sets,
    history: history.sets,
    historyAll,
    methods: methods.finish(),
    parties: parties.finish(),
    turnout,
    removed,
  };
  return { version, columns };
};

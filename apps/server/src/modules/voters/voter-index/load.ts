/**
 * Reads one campaign's voter index from the database, optimistically: the version, then the voters a
 * page at a time in state-voter-id order (narrow columns, history and tags aggregated per voter by the
 * database), then the version again. Every committed write to voters, history or tags bumps the version
 * in its own transaction (migration 0011), so an unchanged version proves the pages saw exactly that
 * version's data; a changed one fails the build (the next request starts another). No transaction spans
 * the pages, so on PGlite's single connection other requests run between them instead of waiting for
 * the whole build.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  BitsetMap,
  DictBuilder,
  DISTRICT_KINDS,
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
  hk: string;
  ph: boolean;
  em: boolean;
  lat: number | null;
  lng: number | null;
  tu: number | null;
  rm: boolean;
  hc: string[] | null;
  hx: string[] | null;
  hm: string[] | null;
  hq: string[] | null;
  t: string[] | null;
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
         v.municipal as d4, v.ward as d5, v.birth_year as b, v.household_key as hk,
         coalesce(v.phone <> '', false) as ph, coalesce(v.email <> '', false) as em, v.lat, v.lng,
         v.turnout as tu, v.removed_at is not null as rm,
         h.codes as hc, h.xcodes as hx, h.methods as hm, h.parties as hq, a.tags as t
  from voters v
  left join lateral (
    select array_agg(h.election_code) filter (where h.campaign_id = ${campaignId}) as codes,
           array_agg(h.election_code) filter (where h.campaign_id <> ${campaignId}) as xcodes,
           array_agg(h.election_code || chr(9) || h.voting_method) filter (where h.voting_method is not null)
             as methods,
           array_agg(h.election_code || chr(9) || upper(h.party)) filter (where h.party is not null) as parties
    from vote_history h where h.voter_id = v.id
  ) h on true
  left join lateral (
    select array_agg(a.tag_id::text) as tags from voter_tag_assignments a where a.voter_id = v.id
  ) a on true
  where v.campaign_id = ${campaignId} ${after === null ? sql`` : sql`and v.state_voter_id > ${after}`}
  order by v.state_voter_id
  limit ${limit}`;

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
  const household = new Uint32Array(size);
  const householdIds = new Map<string, number>();
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
    for (const r of page.rows) {
      if (i >= size) throw new VoterDataChanged();
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
      let h = householdIds.get(r.hk);
      if (h === undefined) {
        h = householdIds.size;
        householdIds.set(r.hk, h);
      }
      household[i] = h;
      if (r.ph) set(hasPhone, i);
      if (r.em) set(hasEmail, i);
      lat[i] = r.lat ?? NaN;
      lng[i] = r.lng ?? NaN;
      if (r.hc) for (const code of r.hc) history.add(code, i);
      if (r.hx) for (const code of r.hx) foreign.add(code, i);
      if (r.hm) for (const key of r.hm) methods.add(key, i); // historyKey(election, method)
      if (r.hq) for (const key of r.hq) parties.add(key, i);
      turnout[i] = r.tu ?? NO_SCORE;
      if (r.rm) set(removed, i);
      if (r.t) for (const tag of r.t) tags.add(tag.toLowerCase(), i);
      i += 1;
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
    households: householdIds.size,
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

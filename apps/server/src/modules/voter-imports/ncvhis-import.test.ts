import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TURNOUT_GENERALS } from '@groundwork/shared/contracts/voters';
import { historyElections } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import {
  ncvhisRows,
  ncvoterRows,
  publishedNcvhis,
  publishedNcvoter,
  type NcvhisRow,
} from '../../test/ncvhis-files.ts';
import { ohioText } from '../../test/voter-files.ts';
import { voterImportClient } from '../../test/voter-imports.ts';
import { NCVHIS_HEADER } from './column-mapping.ts';
import { NOT_A_VOTER, VOTING_METHOD_OF } from './history-labels.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'History Campaign');
const campaignId = team.campaign.id;
const { importFile } = voterImportClient(t, team);

const ELECTIONS = [
  { label: '11/06/2018', description: '11/06/2018 GENERAL', code: '2018G-1106', type: 'GENERAL' },
  { label: '03/03/2020', description: '03/03/2020 PRIMARY', code: '2020P-0303', type: 'PRIMARY' },
  { label: '11/03/2020', description: '11/03/2020 GENERAL', code: '2020G-1103', type: 'GENERAL' },
  { label: '05/17/2022', description: '05/17/2022 PRIMARY', code: '2022P-0517', type: 'PRIMARY' },
  {
    label: '07/26/2022',
    description: '07/26/2022 SECOND PRIMARY',
    code: '2022R-0726',
    type: 'SECOND PRIMARY',
  },
  { label: '11/08/2022', description: '11/08/2022 GENERAL', code: '2022G-1108', type: 'GENERAL' },
  {
    label: '10/10/2023',
    description: '10/10/2023 MUNICIPAL GENERAL',
    code: '2023M-1010',
    type: 'MUNICIPAL',
  },
  { label: '11/05/2024', description: '11/05/2024 GENERAL', code: '2024G-1105', type: 'GENERAL' },
];
const codeOf = new Map(ELECTIONS.map((e) => [e.label, e.code]));

const people = ncvoterRows(120, 5, {
  0: { last: 'Núñez', first: 'José' },
  1: { last: 'Brontë', first: 'Zoë' },
});
const ncids = people.map((p) => p.ncid);
const known = ncvhisRows(ncids, ELECTIONS, 7);
const unknown = ncvhisRows(
  Array.from({ length: 40 }, (_, i) => `ZZ${900 + i}`),
  ELECTIONS.slice(-1),
  9,
).slice(0, 25);
const duplicates = known.slice(0, 10);
/** The first history file: every known row, 25 rows of voters the campaign lacks, 10 exact duplicates. */
const first = [...known.slice(0, 200), ...unknown, ...duplicates, ...known.slice(200)];

const methodOf = (method: string) => VOTING_METHOD_OF[method] ?? (method === '' ? null : 'other');

/** What the history should hold for `rows` of known voters: one entry per voter and election. */
const expectedHistory = (rows: NcvhisRow[]) =>
  [...new Map(rows.map((r) => [`${r.ncid} ${codeOf.get(r.label) ?? r.label}`, r])).values()]
    .map((r) => [r.ncid, codeOf.get(r.label) ?? '', methodOf(r.method), r.party || null])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));

const storedHistory = async () =>
  (
    await t.database.db.execute<{
      ncid: string;
      code: string;
      method: string | null;
      party: string | null;
    }>(sql`
      select v.state_voter_id as ncid, h.election_code as code, h.voting_method as method, h.party
      from vote_history h join voters v on v.id = h.voter_id
      where h.campaign_id = ${campaignId} order by 1, 2`)
  ).rows.map((r) => [r.ncid, r.code, r.method, r.party]);

const storedElections = () =>
  t.database.db
    .select({
      code: historyElections.code,
      date: historyElections.date,
      type: historyElections.type,
      voters: historyElections.voters,
    })
    .from(historyElections)
    .where(eq(historyElections.campaignId, campaignId))
    .orderBy(historyElections.code);

describe("importing North Carolina's ncvhis vote-history file", () => {
  it('loads the published form matched to the voters by ncid, with elections, methods and turnout', async () => {
    const voterFile = await importFile('ncvoter92.txt', publishedNcvoter(people));
    expect(voterFile.job).toMatchObject({ status: 'done', encoding: 'latin1', rows_imported: 120 });

    const result = await importFile('ncvhis92.txt', publishedNcvhis(first));
    expect(result.proposed).toEqual({ layout: 'ncvhis', fields: {}, history: [] });
    expect(result.header).toEqual([...NCVHIS_HEADER]);
    expect(result.preview[0]?.[9]).toBe('PRÉCINCT 01-07');
    expect(result.job).toMatchObject({
      status: 'done',
      encoding: 'latin1',
      delimiter: '\t',
      rows_read: first.length,
      rows_imported: known.length,
      rows_rejected: 25,
      warnings: 0,
    });
    expect(await storedHistory()).toEqual(expectedHistory(known));

    // Each election from its label and description, with the voters the file gives it.
    expect(await storedElections()).toEqual(
      ELECTIONS.map((e) => ({
        code: e.code,
        date: `${e.label.slice(6)}-${e.label.slice(0, 2)}-${e.label.slice(3, 5)}`,
        type: e.type,
        voters: new Set(known.filter((r) => r.label === e.label).map((r) => r.ncid)).size,
      })).sort((a, b) => a.code.localeCompare(b.code)),
    );

    // "Voted in k of the last 4 generals": each voter's score from the file (all registered in 2012).
    const generals = ELECTIONS.filter((e) => e.type === 'GENERAL').slice(-TURNOUT_GENERALS);
    const turnout = await t.database.db.execute<{ ncid: string; turnout: number | null }>(
      sql`select state_voter_id as ncid, turnout from voters where campaign_id = ${campaignId} order by 1`,
    );
    expect(turnout.rows.map((r) => [r.ncid, r.turnout])).toEqual(
      [...ncids].sort().map((ncid) => {
        const voted = generals.filter((g) => known.some((r) => r.ncid === ncid && r.label === g.label));
        return [ncid, Math.round((100 * voted.length) / generals.length)];
      }),
    );

    const csv = await t.inject({
      method: 'GET',
      url: `/api/district/voter-import/rejected/?id=${result.import.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(25);
    expect(lines.every((l) => l.includes(NOT_A_VOTER))).toBe(true);
    expect(lines[0]).toContain(unknown[0]!.ncid);
    expect(lines[0]?.split(',')[0]).toBe('202'); // its line in the file: the header, then 200 rows
  });

  it('importing the same file again changes nothing', async () => {
    const [history, elections] = [await storedHistory(), await storedElections()];
    const again = await importFile('ncvhis92.txt', publishedNcvhis(first));
    expect(again.job).toMatchObject({ status: 'done', rows_imported: 0, rows_rejected: 25 });
    expect(await storedHistory()).toEqual(history);
    expect(await storedElections()).toEqual(elections);
  });

  it("a later file adds only its new election's rows", async () => {
    const primary = { label: '03/05/2024', description: '03/05/2024 PRIMARY' };
    const added = ncvhisRows(ncids, [primary], 11);
    const later = await importFile('ncvhis92-2024.txt', publishedNcvhis([...known.slice(0, 50), ...added]));
    expect(later.job).toMatchObject({ status: 'done', rows_imported: added.length, rows_rejected: 0 });
    codeOf.set(primary.label, '2024P-0305');
    expect(await storedHistory()).toEqual(expectedHistory([...known, ...added]));
    expect((await storedElections()).find((e) => e.code === '2024P-0305')).toEqual({
      code: '2024P-0305',
      date: '2024-03-05',
      type: 'PRIMARY',
      voters: added.length,
    });
  });

  it('reads a file with a row the server cannot COPY in Node, and rejects that row', async () => {
    const rows = ncvhisRows(
      ncids.slice(0, 20),
      [{ label: '11/07/2023', description: '11/07/2023 MUNICIPAL' }],
      3,
    );
    // The first row names another type than most: the election is typed by the most common.
    const good = publishedNcvhis([{ ...rows[0]!, description: '11/07/2023 SPECIAL' }, ...rows.slice(1)]);
    const short = Buffer.from('"92"\t"WAKE"\t"000000012345"\t"11/07/2023"\r\n', 'latin1');
    const result = await importFile('ncvhis-short-row.txt', Buffer.concat([good, short]));
    expect(result.job).toMatchObject({
      status: 'done',
      rows_read: rows.length + 1,
      rows_imported: rows.length,
      rows_rejected: 1,
    });
    const codes = await t.database.db.execute<{ code: string; n: number }>(sql`
      select election_code as code, count(*)::int as n from vote_history
      where campaign_id = ${campaignId} and election_date = '2023-11-07' group by 1`);
    expect(codes.rows).toEqual([{ code: '2023M-1107', n: rows.length }]);
  });

  it("keeps a voter file's election columns as elections too, typed by their code's letter", async () => {
    const ohio = await createCampaignWithTeam(t, 'Ohio Campaign');
    const people = [
      { id: 'OH1', last: 'Adams', first: 'Zoë', dob: '1961-04-02', voted: [true, true] },
      { id: 'OH2', last: 'Baker', first: 'Ann', dob: '1990-12-30', voted: [false, true] },
    ];
    const result = await voterImportClient(t, ohio).importFile(
      'SWVF_1_22.csv',
      Buffer.from(ohioText(people), 'utf8'),
    );
    expect(result.job).toMatchObject({ status: 'done', rows_imported: 2 });
    const elections = await t.database.db
      .select({ code: historyElections.code, type: historyElections.type, voters: historyElections.voters })
      .from(historyElections)
      .where(eq(historyElections.campaignId, ohio.campaign.id))
      .orderBy(historyElections.code);
    expect(elections).toEqual([
      { code: '2024G-1105', type: 'GENERAL', voters: 2 },
      { code: '2024P-0305', type: 'PRIMARY', voters: 1 },
    ]);
  });
});

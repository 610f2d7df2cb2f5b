import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ElectionResults,
  PrecinctResults,
  ResultsImportReport,
} from '@groundwork/shared/contracts/election-results';
import { electionResults, elections, voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { multipart, NC_RESULTS_FILE } from '../../test/election-results-files.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Results Campaign');
const campaignId = team.campaign.id;

const importResults = (
  file: { name: string; content: string },
  fields: Record<string, string> = {},
  { dryRun = false } = {},
) => {
  const form = multipart(file, fields);
  return t.inject({
    method: 'POST',
    url: `/api/election-results/import/?campaign_id=${campaignId}${dryRun ? '&dry_run=true' : ''}`,
    headers: { ...team.manager.auth, ...form.headers },
    payload: form.payload,
  });
};

const get = <T>(url: string) =>
  t
    .inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}campaign_id=${campaignId}`,
      headers: team.manager.auth,
    })
    .then((reply) => {
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<T>();
    });

const addVoters = async (precinct: string, n: number) => {
  const rows = Array.from({ length: n }, (_, i) => ({
    campaignId,
    stateVoterId: `${precinct}-${i}`,
    precinct,
    householdKey: `${precinct}|${i}`,
  }));
  await t.database.db.insert(voters).values(rows);
};

describe('importing election results', () => {
  it("maps North Carolina's results_pct file, asks for a county, and rejects bad rows by line", async () => {
    const check = await importResults(NC_RESULTS_FILE, {}, { dryRun: true });
    expect(check.statusCode).toBe(200);
    const report = check.json<ResultsImportReport>();
    expect(report.mapping.layout).toBe('nc_results_pct');
    expect(report.mapping.fields).toMatchObject({
      contest: 5,
      choice: 6,
      party: 7,
      vote_for: 8,
      votes: 13,
      precinct: 2,
    });
    expect(report).toMatchObject({ missing_fields: ['county'], counties: ['DURHAM', 'WAKE'], elections: [] });

    const refused = await importResults(NC_RESULTS_FILE);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain('choose the county to import');
    expect(await t.database.db.select({ n: count() }).from(elections)).toEqual([{ n: 0 }]);

    const imported = await importResults(NC_RESULTS_FILE, { county: 'wake' });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<ResultsImportReport>()).toMatchObject({
      dry_run: false,
      rows_read: 13,
      rows_imported: 9,
      rows_skipped: 1,
      rows_rejected: 3,
      rejected: [
        { line: 12, reason: 'Votes "abc" is not a whole number' },
        { line: 13, reason: 'No choice' },
        { line: 14, reason: 'A second result for Alice Able in US SENATE, precinct 01-01 (first on line 2)' },
      ],
      elections: [
        {
          name: 'Election of November 8, 2022',
          election_date: '2022-11-08',
          contests: 2,
          precincts: 3,
          rows: 9,
          replaced: false,
        },
      ],
    });
  });

  it('shows contests with shares and winners, and precincts with leader, margin and turnout', async () => {
    await addVoters('01-01', 250);
    const [election] = await get<{ id: string; contest_count: number; precinct_count: number }[]>(
      '/api/election-results/all/',
    );
    expect(election).toMatchObject({ contest_count: 2, precinct_count: 3 });
    const results = await get<ElectionResults>(`/api/election-results/?id=${election?.id}`);
    const [senate, council] = results.contests;
    expect(senate).toMatchObject({ name: 'US SENATE', vote_for: 1, total_votes: 335, precinct_count: 3 });
    expect(senate?.choices.map((c) => [c.name, c.party, c.votes, c.is_winner])).toEqual([
      ['Alice Able', 'DEM', 180, true],
      ['Bob Baker', 'REP', 155, false],
    ]);
    expect(senate?.choices[0]?.share).toBeCloseTo(180 / 335, 10);
    expect(council?.choices.map((c) => [c.name, c.votes, c.is_winner])).toEqual([
      ['Cara Cole', 1060, true],
      ['Dan Diaz', 55, true],
      ['Eve Eng', 40, false],
    ]);

    const byPrecinct = await get<PrecinctResults>(
      `/api/election-results/precincts/?contest_id=${senate?.id}`,
    );
    const [alice, bob] = senate?.choices ?? [];
    const rows = Object.fromEntries(byPrecinct.precincts.map((p) => [p.precinct, p]));
    expect(byPrecinct.precincts.map((p) => p.precinct)).toEqual(['01-01', '01-02', 'ABSENTEE']);
    expect(rows['01-01']).toMatchObject({
      votes: { [alice?.id ?? '']: 120, [bob?.id ?? '']: 80 },
      total_votes: 200,
      leader_choice_id: alice?.id,
      margin: 40,
      margin_share: 0.2,
      // The council contest (1,155 votes for 2 seats) implies more ballots than the senate's 200.
      ballots_cast: 578,
      ballots_estimated: true,
      registered: 250,
      registered_from_voter_file: true,
    });
    expect(rows['01-01']?.turnout).toBeCloseTo(578 / 250, 10);
    expect(rows['01-02']).toMatchObject({
      leader_choice_id: bob?.id,
      margin: 20,
      registered: 0,
      turnout: null,
    });
    expect(rows['01-02']?.margin_share).toBeCloseTo(20 / 120, 10);
    expect(rows.ABSENTEE).toMatchObject({
      is_real: false,
      ballots_cast: 15,
      registered: null,
      turnout: null,
    });
  });

  it('takes ballots and registered voters from the file, and the election from the form', async () => {
    await addVoters('P2', 600);
    const file = {
      name: 'mayor.csv',
      content: [
        'Contest,Candidate,Party,Precinct,Votes,Ballots Cast,Registered',
        'Mayor,Xavier Xu,,P1,300,520,"1,000"',
        'Mayor,Yolanda Young,,P1,200,520,1000',
        'Mayor,Xavier Xu,,P2,100,300,',
        'Mayor,Yolanda Young,,P2,150,310,',
        'Mayor,Zed Zane,,P2,100,,',
      ].join('\r\n'),
    };
    const missingDate = await importResults(file);
    expect(missingDate.statusCode).toBe(400);
    expect(missingDate.json<{ detail: string }>().detail).toBe(
      'Choose the column that holds the election date, or give the date',
    );
    const reply = await importResults(file, { election_name: '2024 General', election_date: '2024-11-05' });
    expect(reply.statusCode).toBe(201);
    const report = reply.json<ResultsImportReport>();
    expect(report.rejected).toEqual([
      { line: 5, reason: 'Ballots cast 310 differs from 300 given for precinct P2 on line 4' },
    ]);
    const id = report.elections[0]?.id ?? '';
    const results = await get<ElectionResults>(`/api/election-results/?id=${id}`);
    expect(results.election).toMatchObject({ name: '2024 General', election_date: '2024-11-05' });
    const contest = results.contests[0];
    const byPrecinct = await get<PrecinctResults>(
      `/api/election-results/precincts/?contest_id=${contest?.id}`,
    );
    const [p1, p2] = byPrecinct.precincts;
    expect(p1).toMatchObject({
      ballots_cast: 520,
      ballots_estimated: false,
      registered: 1000,
      turnout: 0.52,
    });
    expect(p1?.registered_from_voter_file).toBe(false);
    expect(p2).toMatchObject({
      ballots_cast: 300,
      registered: 600,
      turnout: 0.5,
      registered_from_voter_file: true,
    });
    // Xavier and Zed tie at the top of P2: no leader, no margin.
    expect(p2).toMatchObject({ total_votes: 200, leader_choice_id: null, margin: 0, margin_share: 0 });
  });

  it('replaces an election on re-import (same id, same rows), and a dry run writes nothing', async () => {
    const [before] = await get<{ id: string; election_date: string }[]>('/api/election-results/all/');
    expect(before?.election_date).toBe('2024-11-05');
    const resultRows = async () => (await t.database.db.select({ n: count() }).from(electionResults))[0]?.n;
    const rowsBefore = await resultRows();
    const dry = await importResults(
      NC_RESULTS_FILE,
      { county: 'WAKE', election_name: 'Renamed' },
      { dryRun: true },
    );
    expect(dry.json<ResultsImportReport>().elections).toMatchObject([
      { id: null, replaced: true, name: 'Renamed' },
    ]);
    expect(await resultRows()).toBe(rowsBefore);

    const again = await importResults(NC_RESULTS_FILE, { county: 'WAKE', election_name: '2022 General' });
    expect(again.statusCode).toBe(201);
    const list = await get<{ id: string; name: string; election_date: string }[]>(
      '/api/election-results/all/',
    );
    expect(list.map((e) => [e.name, e.election_date])).toEqual([
      ['2024 General', '2024-11-05'],
      ['2022 General', '2022-11-08'],
    ]);
    expect(again.json<ResultsImportReport>().elections[0]).toMatchObject({ id: list[1]?.id, replaced: true });
    expect(await resultRows()).toBe(rowsBefore);
    const nc = await t.database.db
      .select({ n: count() })
      .from(elections)
      .where(and(eq(elections.campaignId, campaignId), eq(elections.electionDate, '2022-11-08')));
    expect(nc[0]?.n).toBe(1);
  });

  it('answers an unusable file with a 4xx and a detail', async () => {
    const detail = async (reply: Promise<{ statusCode: number; json: () => unknown }>) => {
      const r = await reply;
      expect(r.statusCode).toBe(400);
      return (r.json() as { detail: string }).detail;
    };
    await expect(detail(importResults({ name: 'results.pdf', content: 'x' }))).resolves.toBe(
      'The results file must be a .csv, .tsv or .txt file',
    );
    await expect(detail(importResults({ name: 'r.csv', content: 'justone\n1\n' }))).resolves.toBe(
      'The file has no header row with column names',
    );
    await expect(
      detail(
        importResults({ name: 'r.csv', content: 'Contest,Candidate,Precinct,Date\nA,B,C,2024-01-01\n' }),
      ),
    ).resolves.toBe('Choose the column that holds the votes');
    await expect(
      detail(
        importResults({
          name: 'r.csv',
          content: 'Contest,Candidate,Precinct,Votes,Date\nA,B,C,-1,2024-01-01\n',
        }),
      ),
    ).resolves.toBe('No row could be imported (1 rejected; line 2: Votes "-1" is not a whole number)');
    await expect(
      detail(importResults({ name: 'r.csv', content: 'a,b\n1,2\n' }, { mapping: '{"layout":"generic"' })),
    ).resolves.toBe('mapping is not valid JSON');
    const notMultipart = await t.inject({
      method: 'POST',
      url: `/api/election-results/import/?campaign_id=${campaignId}`,
      headers: team.manager.auth,
      payload: { file: 'x' },
    });
    expect(notMultipart.json()).toMatchObject({ detail: 'The results file was not provided' });
  });

  it('lets a Director delete an election', async () => {
    const list = await get<{ id: string; name: string }[]>('/api/election-results/all/');
    const target = list.find((e) => e.name === '2024 General');
    const reply = await t.inject({
      method: 'DELETE',
      url: `/api/election-results/?campaign_id=${campaignId}&id=${target?.id}`,
      headers: team.director.auth,
    });
    expect(reply.json()).toEqual({ detail: 'Election 2024 General deleted' });
    expect((await get<unknown[]>('/api/election-results/all/')).length).toBe(1);
  });
});

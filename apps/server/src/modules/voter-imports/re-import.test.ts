import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactHistory } from '@groundwork/shared/contracts/contact-history';
import type { ColumnMapping, VoterImport } from '@groundwork/shared/contracts/voter-imports';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { voters, voterTagAssignments, walkbookVoters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { voterImportClient } from '../../test/voter-imports.ts';
import { ncvoterRows, ncvoterText, OHIO_HEADER, type NcvoterRow } from '../../test/voter-files.ts';
import { voterCounts } from '../election-results/election-results.repository.ts';
import { createSurvey } from '../surveys/surveys.service.ts';
import { proposeMapping } from './column-mapping.ts';

// A weekly file (decision 0068): each test builds on the imports before it.
const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Weekly Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Weekly');
const campaign_id = team.campaign.id;
const client = voterImportClient(t, team);

/** Voters AA100000…AA100020; the one at 5 is the only LIB voter, the one at 20 comes with the second file. */
const ALL = ncvoterRows(21, 4, { 5: { party: 'LIB' } });
const FIRST = ALL.slice(0, 20);
const DROPPED = 'AA100005';
const SECOND = ALL.filter((r) => r.ncid !== DROPPED).map((r, i) => (i === 1 ? { ...r, party: 'GRE' } : r));

const file = (rows: NcvoterRow[]) => Buffer.from(ncvoterText(rows), 'latin1');
const summaryOf = async (rows: NcvoterRow[]) => {
  const result = await client.importFile('ncvoter92.txt', file(rows));
  expect(result.proposed.remove_absent).toBe(true);
  return (result.job as unknown as VoterImport).summary;
};
const voter = async (ncid: string, campaignId = campaign_id) =>
  (
    await t.database.db
      .select()
      .from(voters)
      .where(and(eq(voters.campaignId, campaignId), eq(voters.stateVoterId, ncid)))
  )[0]!;
const history = async (voterId: string) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/voter/contact-history/?campaign_id=${campaign_id}&voter_id=${voterId}`,
      headers: team.manager.auth,
    })
  ).json<ContactHistory>();

const count = async (filter: VoterFilter) =>
  (
    await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${campaign_id}`,
      headers: team.manager.auth,
      payload: filter,
    })
  ).json<{ count: number; doors: number }>();

describe('importing a fresh voter file every week', () => {
  it('counts the first file as added, in the import the API returns', async () => {
    expect(await summaryOf(FIRST)).toEqual({ added: 20, changed: 0, removed: 0, unchanged: 0 });
    await voterImportClient(t, rival).importFile('ncvoter92.txt', file(FIRST));
  });

  it('updates, adds and marks removed, keeping the removed voter with everything recorded on it', async () => {
    const dropped = await voter(DROPPED);
    // Door visit with a survey answer on a walkbook of the LIB voter, and a tag.
    const actor = { campaignId: campaign_id, userId: team.manager.id };
    const survey = await createSurvey(t.database.db, actor, {
      name: 'Door survey',
      questions: [{ text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] }],
    });
    const question = survey.questions[0]!;
    const book = (
      await t.inject({
        method: 'POST',
        url: '/api/walkbook/',
        headers: team.manager.auth,
        payload: {
          campaign_id,
          name: 'Libertarians',
          filter_params: { parties: ['LIB'] },
          survey_id: survey.id,
          assignee_ids: [team.volunteer.id],
        },
      })
    ).json<WalkbookSummary>();
    expect(book.progress.voters).toBe(1);
    const visited = await t.inject({
      method: 'PUT',
      url: '/api/walkbook/',
      headers: team.volunteer.auth,
      payload: {
        id: book.id,
        campaign_id,
        voter_id: dropped.id,
        touch_result: 'contacted',
        survey_responses: [{ question_id: question.id, answer_ids: [question.answers[0]!.id] }],
      },
    });
    expect(visited.statusCode).toBe(200);
    const tag = (
      await t.inject({
        method: 'POST',
        url: '/api/voter-tag/',
        headers: team.manager.auth,
        payload: { campaign_id, name: 'Yard sign', color: 'teal' },
      })
    ).json<{ id: string }>();
    const tagged = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/assign/',
      headers: team.manager.auth,
      payload: { campaign_id, tag_id: tag.id, voter_ids: [dropped.id] },
    });
    expect(tagged.json()).toEqual({ changed: 1 });
    const recorded = await history(dropped.id);
    expect(recorded.entries).toHaveLength(1);
    const kept = await voter('AA100010');

    expect(await summaryOf(SECOND)).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 18 });
    const removed = await voter(DROPPED);
    expect(removed.removedAt).toBeInstanceOf(Date);
    expect(await history(dropped.id)).toEqual(recorded);
    const where = (table: typeof walkbookVoters | typeof voterTagAssignments) =>
      eq(table.voterId, dropped.id);
    expect(await t.database.db.select().from(walkbookVoters).where(where(walkbookVoters))).toHaveLength(1);
    expect(
      await t.database.db.select().from(voterTagAssignments).where(where(voterTagAssignments)),
    ).toHaveLength(1);
    expect((await voter('AA100001')).party).toBe('GRE');
    expect((await voter('AA100020')).removedAt).toBeNull();
    // An identical voter is not written again; another campaign's voters are not touched.
    expect(await voter('AA100010')).toEqual(kept);
    expect((await voter(DROPPED, rival.campaign.id)).removedAt).toBeNull();
    // Counts leave the removed voter out unless asked.
    expect(await count({ parties: ['LIB'] })).toEqual({ count: 0, doors: 0 });
    expect(await count({ parties: ['LIB'], include_removed: true })).toEqual({ count: 1, doors: 1 });
    expect((await count({})).count).toBe(20);
    expect((await count({ include_removed: true })).count).toBe(21);
    // A precinct's registered voters (election results' turnout) are the file's: 20 of the 21 kept.
    expect(await voterCounts(t.database.db, campaign_id, ['01-07'])).toEqual(new Map([['01-07', 20]]));
  });

  it('lists a removed voter again when a later file has them back', async () => {
    expect(await summaryOf(FIRST)).toEqual({ added: 0, changed: 2, removed: 1, unchanged: 18 });
    expect((await voter(DROPPED)).removedAt).toBeNull();
    expect((await voter('AA100020')).removedAt).toBeInstanceOf(Date);
    expect(await count({ parties: ['LIB'] })).toEqual({ count: 1, doors: 1 });
    // The same file again changes nothing: an already removed voter is not counted twice.
    expect(await summaryOf(FIRST)).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 20 });
  });

  it("proposes removing absent voters for a state's full list, not for a generic file", () => {
    expect(proposeMapping(OHIO_HEADER).remove_absent).toBe(true);
    expect(proposeMapping(['Voter ID', 'Last name', 'First name']).remove_absent).toBe(false);
  });

  it('removes nothing without remove_absent, and a failed import rolls its removals back', async () => {
    const uploaded = await client.upload('ncvoter92.txt', file(SECOND));
    const { import: job, proposed } = uploaded.json<{
      import: { id: string };
      proposed: ColumnMapping;
    }>();
    await client.start(job.id, { ...proposed, remove_absent: false });
    const kept = (await client.waitDone(job.id)) as unknown as VoterImport;
    // AA100020 is back (changed) with AA100001's new party; nobody is removed.
    expect(kept.summary).toEqual({ added: 0, changed: 2, removed: 0, unchanged: 18 });
    expect((await voter(DROPPED)).removedAt).toBeNull();

    // The import's row cannot take its summary: the transaction that removed and changed voters fails.
    await t.database.db.execute(sql`
      create function gw_test_refuse_summary() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger gw_test_refuse_summary before update of summary on voter_imports
        for each row when (new.summary is not null) execute function gw_test_refuse_summary()`);
    try {
      const failed = await client.importFile('ncvoter92.txt', file(FIRST.slice(0, 10)));
      expect(failed.job).toMatchObject({ status: 'failed', summary: null });
    } finally {
      await t.database.db.execute(sql`drop trigger gw_test_refuse_summary on voter_imports`);
      await t.database.db.execute(sql`drop function gw_test_refuse_summary()`);
    }
    expect((await voter('AA100015')).removedAt).toBeNull();
    expect((await voter('AA100001')).party).toBe('GRE');
  });
});

import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  voteHistory,
  voterGroups,
  voterTagAssignments,
  voters as votersTable,
} from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { uploadMatchJob } from './voter-groups.jobs.ts';
import { insertUpload } from './voter-groups.repository.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Upload Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Upload');
const { voters, tagIds } = await insertVoters(t.database.db, team.campaign.id, generateVoters(300));
const { voters: rivalVoters } = await insertVoters(t.database.db, rival.campaign.id, generateVoters(5, 77));
const campaignId = team.campaign.id;
// A voter only the rival campaign has: its state id must not match here.
await t.database.db
  .update(votersTable)
  .set({ stateVoterId: 'RIVAL-ONLY-1' })
  .where(eq(votersTable.id, rivalVoters[0]!.id!));
rivalVoters[0]!.stateVoterId = 'RIVAL-ONLY-1';

const multipart = (filename: string, content: string | Buffer) => {
  const boundary = '----groundwork-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="voter_file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...team.manager.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = (name: string, filename: string, content: string | Buffer) =>
  t.inject({
    method: 'POST',
    url: `/api/voter-group/upload/?name=${encodeURIComponent(name)}&campaign_id=${campaignId}`,
    ...multipart(filename, content),
  });

/** The upload's status once the job queue has nothing left to run. */
const waitForStatus = async (id: string) => {
  await t.drain();
  const reply = await t.inject({
    method: 'GET',
    url: `/api/voter-group/upload-status/${id}?campaign_id=${campaignId}`,
    headers: team.manager.auth,
  });
  return reply.json<Record<string, unknown>>();
};

describe('voter groups from an uploaded voter_file.csv', () => {
  it('matches by state voter id, reports unmatched rows by line, and ignores other campaigns’ voters', async () => {
    const known = voters.slice(0, 10).map((v) => v.stateVoterId);
    const lines = [
      'first_name,voter_id',
      ...known.map((id) => `X,${id}`),
      'Y,NOPE-1',
      `Z,${known[0]}`,
      'W,NOPE-2',
      `Q,${rivalVoters[0]!.stateVoterId}`,
    ];
    const created = await upload('Call list', 'voter_file.csv', lines.join('\n'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Call list', type: 'upload', status: 'Pending' });
    const status = await waitForStatus(created.json<{ id: string }>().id);
    expect(status).toMatchObject({
      status: 'Done',
      rows_read: 14,
      matched: 11,
      unmatched: 3,
      unmatched_rows: [
        { line: 12, voter_id: 'NOPE-1' },
        { line: 14, voter_id: 'NOPE-2' },
        { line: 15, voter_id: rivalVoters[0]!.stateVoterId },
      ],
      group: { status: 'Ready', voter_count: 10 },
    });
  });

  it('downloads every unmatched row as CSV, past the status’s first 100, with formula cells neutralised', async () => {
    const known = voters.slice(60, 65).map((v) => v.stateVoterId);
    const missing = Array.from({ length: 150 }, (_, i) => `MISSING-${i}`);
    const lines = ['voter_id', ...known, ...missing, '=SUM(1+2)', known[0]];
    const created = await upload('Mostly unknown', 'voter_file.csv', lines.join('\n'));
    const id = created.json<{ id: string }>().id;
    const status = await waitForStatus(id);
    expect(status).toMatchObject({ status: 'Done', matched: 6, unmatched: 151 });
    expect((status.unmatched_rows as unknown[]).length).toBe(100);

    const reply = await t.inject({
      method: 'GET',
      url: `/api/voter-group/upload-unmatched/${id}?campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toContain('unmatched-Mostly-unknown.csv');
    const rows = reply.body.trim().split('\n');
    expect(rows[0]).toBe('line,voter_id');
    expect(rows).toHaveLength(152);
    expect(rows[1]).toBe('7,MISSING-0');
    expect(rows[150]).toBe('156,MISSING-149');
    expect(rows[151]).toBe("157,'=SUM(1+2)");

    // Another campaign's manager, asking in their own campaign, finds no such group.
    const outsider = await t.inject({
      method: 'GET',
      url: `/api/voter-group/upload-unmatched/${id}?campaign_id=${rival.campaign.id}`,
      headers: rival.manager.auth,
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses the unmatched rows of a group that was not uploaded, or not yet matched', async () => {
    const filter = await t.inject({
      method: 'POST',
      url: '/api/voter-group/',
      headers: team.manager.auth,
      payload: { campaign_id: campaignId, name: 'By filter', filter_params: {} },
    });
    const none = await t.inject({
      method: 'GET',
      url: `/api/voter-group/upload-unmatched/${filter.json<{ id: string }>().id}?campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(none.statusCode).toBe(404);
    const created = await upload('Still matching', 'voter_file.csv', `voter_id\n${voters[0]!.stateVoterId}`);
    const pending = await t.inject({
      method: 'GET',
      url: `/api/voter-group/upload-unmatched/${created.json<{ id: string }>().id}?campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      detail: 'The voter file is still being matched: try again when it is done',
    });
    await t.drain();
  });

  it('reads tab-separated files with a byte-order mark and an ncid column', async () => {
    const ids = voters.slice(20, 25).map((v) => v.stateVoterId);
    const text = `\uFEFFcounty\tncid\tlast\n${ids.map((id) => `WAKE\t${id}\tDoe`).join('\r\n')}\r\n`;
    const created = await upload('Tabbed', 'list.tsv', text);
    const status = await waitForStatus(created.json<{ id: string }>().id);
    expect(status).toMatchObject({ status: 'Done', matched: 5, unmatched: 0, group: { voter_count: 5 } });
  });

  it('refuses a missing file or another kind of file, leaving no group behind', async () => {
    const before = (
      await t.database.db.select().from(voterGroups).where(eq(voterGroups.campaignId, campaignId))
    ).length;
    const wrong = await upload('Bad', 'photo.png', 'not a csv');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'The voter file must be a .csv, .tsv or .txt file' });
    const none = await t.inject({
      method: 'POST',
      url: `/api/voter-group/upload/?name=x&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ detail: 'voter_file.csv was not provided' });
    const after = (
      await t.database.db.select().from(voterGroups).where(eq(voterGroups.campaignId, campaignId))
    ).length;
    expect(after).toBe(before);
  });

  it('matches again from the stored file an upload whose process stopped while Running, without duplicates', async () => {
    const ids = voters.slice(40, 47).map((v) => v.stateVoterId);
    const [group] = await t.database.db
      .insert(voterGroups)
      .values({ campaignId, name: 'Interrupted upload', type: 'upload', status: 'Pending' })
      .returning();
    const key = `voter-groups/${group!.id}.csv`;
    await t.app.ctx.storage.save(key, Readable.from([`voter_id\n${ids.join('\n')}\n`]));
    await insertUpload(t.database.db, {
      groupId: group!.id,
      filePath: key,
      status: 'Running',
      rowsRead: 3,
      matched: 3,
    });
    const job = { campaign_id: campaignId, group_id: group!.id };
    await t.app.ctx.jobs.enqueue(uploadMatchJob, job);
    await t.drain();
    await t.app.ctx.jobs.enqueue(uploadMatchJob, job); // a second run changes nothing
    const status = await waitForStatus(group!.id);
    expect(status).toMatchObject({ status: 'Done', rows_read: 7, matched: 7, group: { voter_count: 7 } });
  });
});

describe('merging duplicate voter records', () => {
  it('keeps the first record, fills its gaps and takes the others’ history and tags', async () => {
    const [keep, dup] = [voters[100]!, voters[101]!];
    await t.database.db
      .update(votersTable)
      .set({ phone: null, email: null })
      .where(eq(votersTable.id, keep.id!));
    await t.database.db
      .update(votersTable)
      .set({ phone: '9195550100', email: 'dup@example.org' })
      .where(eq(votersTable.id, dup.id!));
    await t.database.db
      .insert(voteHistory)
      .values({ voterId: dup.id!, campaignId, electionCode: '1999G' })
      .onConflictDoNothing();
    await t.database.db
      .insert(voterTagAssignments)
      .values({ voterId: dup.id!, tagId: tagIds[2]! })
      .onConflictDoNothing();

    const reply = await t.inject({
      method: 'POST',
      url: '/api/voter-group/merge/',
      headers: team.manager.auth,
      payload: { campaign_id: campaignId, voter_ids: [keep.id, dup.id] },
    });
    expect(reply.json()).toEqual({ voter_id: keep.id, merged: 1 });
    const [kept] = await t.database.db.select().from(votersTable).where(eq(votersTable.id, keep.id!));
    expect(kept).toMatchObject({ phone: '9195550100', email: 'dup@example.org' });
    expect(await t.database.db.select().from(votersTable).where(eq(votersTable.id, dup.id!))).toHaveLength(0);
    const history = await t.database.db.select().from(voteHistory).where(eq(voteHistory.voterId, keep.id!));
    expect(history.map((h) => h.electionCode)).toContain('1999G');
    const tags = await t.database.db
      .select()
      .from(voterTagAssignments)
      .where(inArray(voterTagAssignments.voterId, [keep.id!]));
    expect(tags.map((x) => x.tagId)).toContain(tagIds[2]);
  });

  it('refuses fewer than two ids and another campaign’s voters', async () => {
    const one = await t.inject({
      method: 'POST',
      url: '/api/voter-group/merge/',
      headers: team.manager.auth,
      payload: { campaign_id: campaignId, voter_ids: [voters[0]!.id] },
    });
    expect(one.json()).toMatchObject({ detail: 'Merging needs at least two voter_ids' });
    const foreign = await t.inject({
      method: 'POST',
      url: '/api/voter-group/merge/',
      headers: team.manager.auth,
      payload: { campaign_id: campaignId, voter_ids: [voters[0]!.id, rivalVoters[1]!.id] },
    });
    expect(foreign.statusCode).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(votersTable)
      .where(eq(votersTable.id, rivalVoters[1]!.id!));
    expect(still).toBeDefined();
  });
});

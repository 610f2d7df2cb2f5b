import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { setUpWalkbookCampaign } from './test-support.ts';

// The walkbook lists answer from cached serialised bodies (docs/decisions/0032-read-cache.md). Every test
// reads a list twice first (the second answer is the cache's), then writes, then the list must show the write:
// at once when the write went through this process, as soon as NOTIFY arrives when it did not.
const { t, team, rival, campaign_id, manager, create, visit, book, firstVoters, AREA } =
  await setUpWalkbookCampaign();
const volunteer = team.volunteer.auth;

const listOf = async (
  app: { inject: typeof t.inject },
  auth = manager,
  path = `/walkbook/all/?campaign_id=${campaign_id}`,
) => {
  const reply = await app.inject({ method: 'GET', url: `/api${path}`, headers: auth });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  return reply.json<WalkbookSummary[]>();
};
const list = (auth = manager, path?: string) => listOf(t, auth, path);
const assigned = (auth = volunteer) => list(auth, `/walkbook/all-user/?campaign_id=${campaign_id}`);
const bookIn = (summaries: WalkbookSummary[], id = book.id) => summaries.find((s) => s.id === id);

/** Reads twice and checks the cache holds an answer: the write that follows must evict it. */
const cached = async <T>(read: () => Promise<T>) => {
  await read();
  const answer = await read();
  expect(t.app.ctx.reads.size.bodies).toBeGreaterThan(0);
  return answer;
};

describe('the walkbook lists, written through this process', () => {
  it('show a door result at once, in the full list and the canvasser’s own', async () => {
    const before = bookIn(await cached(() => list()))?.progress.touches ?? 0;
    expect(bookIn(await cached(() => assigned()))?.progress.touches).toBe(before);
    const voter = firstVoters[0]!;
    expect((await visit(book.id, voter.id)).statusCode).toBe(200);
    expect(bookIn(await list())?.progress.touches).toBe(before + 1);
    expect(bookIn(await assigned())?.progress.touches).toBe(before + 1);
  });

  it('show a new walkbook, a new assignee and an archived walkbook at once', async () => {
    const count = (await cached(() => list())).length;
    const created = await create({ name: 'Fresh', geo_data: AREA, assignee_ids: [] });
    expect(created.statusCode).toBe(201);
    const fresh = created.json<WalkbookSummary>();
    expect((await list()).map((s) => s.name)).toContain('Fresh');
    expect(bookIn(await cached(() => assigned()), fresh.id)).toBeUndefined();

    const assign = await t.inject({
      method: 'PUT',
      url: '/api/walkbook/assignees/',
      headers: manager,
      payload: { id: fresh.id, campaign_id, user_ids: [team.volunteer.id] },
    });
    expect(assign.statusCode).toBe(200);
    expect(bookIn(await assigned(), fresh.id)?.name).toBe('Fresh');

    await cached(() => list());
    const archive = await t.inject({
      method: 'PUT',
      url: `/api/walkbook/archive/?walkbook_id=${fresh.id}&campaign_id=${campaign_id}`,
      headers: manager,
    });
    expect(archive.statusCode).toBe(200);
    expect(await list()).toHaveLength(count);
    const withArchived = await list(
      manager,
      `/walkbook/all/?campaign_id=${campaign_id}&include_archived=true`,
    );
    expect(bookIn(withArchived, fresh.id)?.status).toBe('archived');
  });

  it('still check the caller on every request: a cached list is no way around the access check', async () => {
    await cached(() => list());
    const others = await t.inject({
      method: 'GET',
      url: `/api/walkbook/all-user/?campaign_id=${campaign_id}&user_id=${team.manager.id}`,
      headers: volunteer,
    });
    expect(others.statusCode).toBe(403);
    const outsider = await t.inject({
      method: 'GET',
      url: `/api/walkbook/all/?campaign_id=${campaign_id}`,
      headers: rival.manager.auth,
    });
    expect(outsider.statusCode).toBe(404);
  });
});

describe('the walkbook lists, written elsewhere (another process: NOTIFY)', () => {
  // On the PostgreSQL server, a separate connection (as another process would write); on PGlite, its one.
  const client = t.databaseUrl ? new pg.Client({ connectionString: t.databaseUrl }) : undefined;
  const sql = async (text: string, values: unknown[]) =>
    (await (client ?? t.database.db.$client).query(text, values)).rows;
  afterAll(() => client?.end());

  it('see a rename, a survey rename, an assignee renamed and one removed, made in SQL', async () => {
    await client?.connect();
    await cached(() => list());
    await sql(`update walkbooks set name = 'Renamed in SQL' where id = $1`, [book.id]);
    await expect.poll(async () => bookIn(await list())?.name).toBe('Renamed in SQL');

    await cached(() => list());
    await sql(`update surveys set name = 'Survey renamed' where id = $1`, [book.survey_id]);
    await expect.poll(async () => bookIn(await list())?.survey_name).toBe('Survey renamed');

    await cached(() => list());
    await sql(`update users set first = 'Renamed' where id = $1`, [team.volunteer.id]);
    await expect
      .poll(async () => bookIn(await list())?.assignees.map((a) => a.name.split(' ')[0]))
      .toEqual(['Renamed']);

    await cached(() => list());
    await sql(`delete from walkbook_assignees where walkbook_id = $1`, [book.id]);
    await expect.poll(async () => bookIn(await list())?.assignees).toEqual([]);
  });

  it.skipIf(!t.databaseUrl)('see a door result recorded by another server process', async () => {
    const database = await openDatabase({ url: t.databaseUrl });
    const other = await buildApp(t.app.ctx.config, { logger: false, database });
    try {
      await other.ready();
      const before = bookIn(await cached(() => list()))?.progress.touches ?? 0;
      const recorded = await other.inject({
        method: 'PUT',
        url: '/api/walkbook/',
        headers: manager, // the walkbook has no assignee any more (the test above)
        payload: { id: book.id, campaign_id, voter_id: firstVoters[1]!.id, touch_result: 'contacted' },
      });
      expect(recorded.statusCode).toBe(200);
      // The other process's own next read is fresh at once; this one's as soon as the NOTIFY arrives.
      expect(bookIn(await listOf(other))?.progress.touches).toBe(before + 1);
      await expect.poll(async () => bookIn(await list())?.progress.touches).toBe(before + 1);
    } finally {
      await other.close();
      await database.close();
    }
  });
});

import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { voterImports, voters } from '../db/schema/index.ts';
import type { createCampaignWithTeam } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A voter-import client for a test file: the Manager of `team` uploads, starts and waits through HTTP. */
export const voterImportClient = (t: TestApp, team: Awaited<ReturnType<typeof createCampaignWithTeam>>) => {
  const campaignId = team.campaign.id;

  const upload = (filename: string, content: Buffer) => {
    const boundary = '----groundwork-import-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`;
    return t.inject({
      method: 'POST',
      url: `/api/district/voter-import/?campaign_id=${campaignId}`,
      headers: { ...team.manager.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };

  const start = (id: string, mapping: ColumnMapping) =>
    t.inject({
      method: 'POST',
      url: '/api/district/voter-import/start/',
      headers: team.manager.auth,
      payload: { campaign_id: campaignId, id, mapping },
    });

  /** The import once the job queue has nothing left to run. */
  const waitDone = async (id: string) => {
    await t.drain();
    return (
      await t.inject({
        method: 'GET',
        url: `/api/district/voter-import/?id=${id}&campaign_id=${campaignId}`,
        headers: team.manager.auth,
      })
    ).json<Record<string, unknown>>();
  };

  /** What the upload learnt of the file on its way to storage. */
  const scanned = async (id: string) =>
    (
      await t.database.db
        .select({ lines: voterImports.lineCount, plain: voterImports.plain })
        .from(voterImports)
        .where(eq(voterImports.id, id))
    )[0];

  const importFile = async (filename: string, content: Buffer) => {
    const uploaded = await upload(filename, content);
    expect(uploaded.statusCode).toBe(201);
    const body = uploaded.json<{
      import: { id: string };
      proposed: ColumnMapping;
      header: string[];
      preview: string[][];
    }>();
    expect((await start(body.import.id, body.proposed)).statusCode).toBe(200);
    return { ...body, job: await waitDone(body.import.id) };
  };

  const countVoters = async (where = eq(voters.campaignId, campaignId)) =>
    Number((await t.database.db.select({ n: count() }).from(voters).where(where))[0]?.n);

  return { upload, start, waitDone, scanned, importFile, countVoters };
};

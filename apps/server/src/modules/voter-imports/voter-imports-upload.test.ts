import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { voterImports } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { ncvoterRows, ncvoterText } from '../../test/voter-files.ts';
import { voterImportClient } from '../../test/voter-imports.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Upload Campaign');
const campaignId = team.campaign.id;
const { upload, start } = voterImportClient(t, team);

describe('uploading voter files', () => {
  it('refuses a mapping without a voter id, and files that are not voter files', async () => {
    const uploaded = (await upload('small.csv', Buffer.from('voter_id,last_name\n1,Doe\n'))).json<{
      import: { id: string };
      proposed: ColumnMapping;
    }>();
    const noId = await start(uploaded.import.id, { ...uploaded.proposed, fields: { last_name: 1 } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ detail: 'Map a column to the voter id' });
    const beyond = await start(uploaded.import.id, {
      ...uploaded.proposed,
      fields: { state_voter_id: 0, last_name: 9 },
    });
    expect(beyond.json()).toMatchObject({ detail: 'The mapping names a column the file does not have' });
    expect((await upload('photo.jpg', Buffer.from('x'))).statusCode).toBe(400);
    expect((await upload('one-column.csv', Buffer.from('justone\n1\n'))).json()).toMatchObject({
      detail: 'The file has no header row with column names',
    });
  });

  it('keeps nothing of an upload cut off mid-file: no stored file, no import', async () => {
    // Over a real socket: the client sends the head and part of the file, then drops the connection.
    const boundary = '----groundwork-cut-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const storage = t.app.ctx.storage;
    const save = storage.save.bind(storage);
    let saving: Promise<unknown> | undefined;
    let began: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (began = resolve));
    storage.save = (key, content) => {
      const saved = save(key, content);
      saving = saved.catch((error: unknown) => error);
      began();
      return saved;
    };
    const importsBefore = await t.database.db.select({ n: count() }).from(voterImports);
    const storedFiles = () => {
      const folder = join(t.app.ctx.config.dataDir, 'files', 'voter-imports');
      return existsSync(folder) ? readdirSync(folder).sort() : [];
    };
    const filesBefore = storedFiles();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const request = httpRequest(`${address}/api/district/voter-import/?campaign_id=${campaignId}`, {
        method: 'POST',
        headers: { ...team.manager.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('error', () => undefined); // the reset is ours
      request.write(head);
      request.write(ncvoterText(ncvoterRows(400, 8)));
      await started;
      request.destroy();
      expect(await saving).toBeInstanceOf(Error);
    } finally {
      storage.save = save;
    }
    expect(storedFiles()).toEqual(filesBefore);
    expect(await t.database.db.select({ n: count() }).from(voterImports)).toEqual(importsBefore);
  });
});

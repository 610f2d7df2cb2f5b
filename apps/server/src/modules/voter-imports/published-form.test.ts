import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeVoterFile } from '../../../bench/voter-file.ts';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { voterImportClient } from '../../test/voter-imports.ts';

const t = await createTestApp();
const dir = mkdtempSync(join(tmpdir(), 'published-form-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The campaign's voters as the import stored them, by voter id, without ids and times. */
const stored = async (campaignId: string) =>
  (
    await t.database.db
      .select()
      .from(voters)
      .where(eq(voters.campaignId, campaignId))
      .orderBy(asc(voters.stateVoterId))
  ).map(({ id: _id, campaignId: _c, createdAt: _a, updatedAt: _u, ...voter }) => voter);

describe("NC's voter file as the State Board publishes it", () => {
  it('imports quoted, Latin-1, CRLF fields as the clean form’s, on the fast path, accents intact', async () => {
    const files = { published: join(dir, 'published.txt'), clean: join(dir, 'clean.txt') };
    await writeVoterFile({ rows: 150, out: files.published, realForm: true });
    await writeVoterFile({ rows: 150, out: files.clean });
    const [published, clean] = [
      await createCampaignWithTeam(t, 'Published form'),
      await createCampaignWithTeam(t, 'Clean form'),
    ];
    const client = voterImportClient(t, published);
    const imported = await client.importFile('ncvoter92.txt', readFileSync(files.published));
    expect(imported.proposed.layout).toBe('ncvoter');
    expect(imported.job).toMatchObject({ status: 'done', encoding: 'latin1', rows_imported: 150 });
    // The upload found the file splittable: its quotes wrap whole fields.
    expect(await client.scanned(imported.import.id)).toEqual({ lines: 151, plain: true });
    const cleanJob = await voterImportClient(t, clean).importFile('clean.txt', readFileSync(files.clean));
    expect(cleanJob.job).toMatchObject({ status: 'done', encoding: 'utf-8', rows_imported: 150 });

    const [fromPublished, fromClean] = [await stored(published.campaign.id), await stored(clean.campaign.id)];
    expect(fromPublished.find((v) => v.stateVoterId === 'DEMO0000037')?.lastName).toBe('MUÑOZ');
    expect(fromPublished.find((v) => v.stateVoterId === 'DEMO0000053')?.firstName).toBe('RENÉE');
    // Every other value is the clean form's: no quote kept, no field shifted.
    const accented = (id: string) => Number(id.slice(4)) % 37 === 0 || Number(id.slice(4)) % 53 === 0;
    const plain = (list: typeof fromClean) => list.filter((v) => !accented(v.stateVoterId));
    expect(plain(fromPublished)).toEqual(plain(fromClean));
    expect(plain(fromPublished)).toHaveLength(150 - 4 - 2);
  });
});

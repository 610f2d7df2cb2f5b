import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { ncvhisRows, ncvoterRows, publishedNcvhis, publishedNcvoter } from '../../../test/ncvhis-files.ts';
import { voterImportClient } from '../../../test/voter-imports.ts';
import { voterWhere } from '../voter-filter.ts';
import { countVoters } from '../voters.repository.ts';
import { readVersion } from './load.ts';
import { hasSnapshot } from './snapshot.ts';
import { VoterIndex } from './voter-index.ts';

const t = await createTestApp();
const { db } = t.database;
const team = await createCampaignWithTeam(t, 'Snapshot Import');
const campaignId = team.campaign.id;
const { importFile } = voterImportClient(t, team);
const people = ncvoterRows(60, 3);
const ELECTIONS = [
  { label: '11/08/2022', description: '11/08/2022 GENERAL' },
  { label: '11/05/2024', description: '11/05/2024 GENERAL' },
];
const TODAY = new Date('2026-11-21T12:00:00Z');

describe('the voter index after an import', () => {
  it('is stored at the version each import left, and a process that starts then opens it', async () => {
    const files: [string, Buffer][] = [
      ['ncvoter92.txt', publishedNcvoter(people)],
      [
        'ncvhis92.txt',
        publishedNcvhis(
          ncvhisRows(
            people.map((p) => p.ncid),
            ELECTIONS,
            5,
          ),
        ),
      ],
      ['ncvoter92.txt', publishedNcvoter(people.slice(0, 50))], // a re-import: ten voters removed
    ];
    for (const [name, file] of files) {
      expect((await importFile(name, file)).job.status).toBe('done'); // its jobs drained
      expect(await hasSnapshot(db, campaignId, await readVersion(db, campaignId)), name).toBe(true);
    }
    const started = new VoterIndex(db);
    const filter = { vote_history: { elections: ['2024G-1105', '2022G-1108'], min: 1 } };
    expect(await started.count(campaignId, filter, TODAY)).toEqual(
      await countVoters(db, voterWhere(campaignId, filter, TODAY)),
    );
    expect(started.stats).toMatchObject({ builds: 0, misses: 0, snapshotOpens: 1 });
    await started.close();
  });
});

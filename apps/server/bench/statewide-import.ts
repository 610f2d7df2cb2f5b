/**
 * The statewide bench's import, in a process of its own (started by statewide.bench.ts) so that its peak RSS
 * is an import process's own: the app on the scratch database STATEWIDE_URL (migrated here), a campaign and
 * its Manager (password STATEWIDE_PASSWORD), then the product's import of each file in STATEWIDE_FILES
 * (comma-separated: the ncvoter file, then the ncvhis file) to `done` and to the end of its jobs (the last one
 * builds and stores the voter index's snapshot: the API processes started next open it). Prints one
 * JSON line per import, then `{"ready": …}` with the campaign and what the filters need.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { seconds, timed, trackPeakRss } from './bench-stats.ts';
import { importToDone, uploadFile } from './import-run.ts';
import { openApp } from './voter-bench-setup.ts';

const URL_ = process.env.STATEWIDE_URL ?? '';
const FILES = (process.env.STATEWIDE_FILES ?? '').split(',').filter(Boolean);

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-statewide-'));
  const database = await openDatabase({ url: URL_ });
  const { app, actor } = await openApp(database, dataDir, process.env.STATEWIDE_PASSWORD);
  const { ctx } = app;
  try {
    for (const file of FILES) {
      const uploaded = await timed(() => uploadFile(ctx, actor, file));
      const { proposed } = uploaded.value;
      const rss = trackPeakRss();
      const { result, doneMs, jobMs } = await importToDone(ctx, actor, uploaded.value, 200);
      console.log(
        JSON.stringify({
          figure: 'import',
          file: basename(file),
          layout: (proposed as { layout?: string }).layout ?? null,
          imported: result.rows_imported,
          rejected: result.rows_rejected,
          upload_seconds: seconds(uploaded.ms),
          done_seconds: seconds(doneMs),
          job_seconds: seconds(jobMs),
          peak_rss_mb: rss.stop(),
        }),
      );
    }
    const counts = await database.db.execute<{ voters: number; history: number }>(sql`
      select (select count(*)::int from voters) as voters, (select count(*)::int from vote_history) as history`);
    // The four latest generals (codes `2024G-…` or the wide columns' `2024G`) and three common precincts.
    const generals = await database.db.execute<{ code: string }>(sql`
      select code from history_elections where campaign_id = ${actor.campaignId} and type = 'GENERAL'
      union all
      select distinct election_code from vote_history where campaign_id = ${actor.campaignId}
        and election_code ~ '^[0-9]{4}G' and not exists (select 1 from history_elections)
      order by 1 desc limit 4`);
    const precincts = await database.db.execute<{ precinct: string }>(sql`
      select precinct from voters where campaign_id = ${actor.campaignId} and precinct is not null
      group by precinct order by count(*) desc, precinct limit 3`);
    console.log(
      JSON.stringify({
        ready: {
          campaign_id: actor.campaignId,
          email: actor.email,
          voters: counts.rows[0]?.voters,
          history: counts.rows[0]?.history,
          generals: generals.rows.map((r) => r.code),
          precincts: precincts.rows.map((r) => r.precinct),
        },
      }),
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * The mail benchmark (issue 13): a campaign of BENCH_ROWS voters (default 1,000,000; about 2.2 per household,
 * addresses spelled several ways, one in ten with a mailing address, a few suppressed) on the PostgreSQL
 * server, one group of all of them, then the household count (the drop form's estimate) and the print
 * vendor's file (streamed to nowhere), each timed with this process's peak RSS. The voters are written with
 * one INSERT … SELECT, so that figure includes computing every voter's mailing key (decision 0038).
 *
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is
 * created and dropped). Prints one JSON line per figure and a table at the end.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { voterGroups } from '../src/db/schema/index.ts';
import { liveCounts } from '../src/modules/mail/mail-costs.ts';
import { exportDrop } from '../src/modules/mail/mail-export.ts';
import { insertDrop } from '../src/modules/mail/mail-drops.repository.ts';
import { insertMailer } from '../src/modules/mail/mailers.repository.ts';
import { seconds, table, timed, trackPeakRss } from './bench-stats.ts';
import { openTarget } from './voter-bench-setup.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const figure = (name: string, ms: number, extra: Record<string, number> = {}) => {
  console.log(JSON.stringify({ bench: 'mail', figure: name, rows: ROWS, seconds: seconds(ms), ...extra }));
  return seconds(ms);
};

const main = async () => {
  const target = await openTarget('postgres', SERVER);
  const { db } = target.database;
  const campaignId = target.actor.campaignId;
  const summary: (string | number)[][] = [['figure', 'seconds', 'peak RSS (MB)', 'result']];
  try {
    const insert = await timed(() =>
      db.execute(sql`
        insert into voters (campaign_id, state_voter_id, first_name, last_name, res_street, res_unit, res_city,
                            res_state, res_zip, mail_street, mail_city, mail_state, mail_zip, registration_status,
                            household_key)
        select ${campaignId}::uuid, 'B' || g, (array['ANA','BEN','CARLA','DEV'])[1 + g % 4],
               (array['REYES','SMITH','NGUYEN','OKAFOR','LOPEZ'])[1 + (g / 2) % 5],
               case when g % 97 = 0 then null
                    else (h + 1) || ' ' || (array['Oak','Maple','Pine','Cedar'])[1 + h % 4] || ' '
                         || (array['St','Street','ST.','Avenue','Ave'])[1 + g % 5] end,
               case when h % 7 = 0 then 'Apt ' || (h % 5) end, 'RALEIGH', 'NC',
               (27601 + (h / 1000) % 40)::text || case when g % 3 = 0 then '-1234' else '' end,
               case when g % 10 = 0 then 'PO Box ' || g end, case when g % 10 = 0 then 'DURHAM' end,
               case when g % 10 = 0 then 'NC' end, case when g % 10 = 0 then '27701' end,
               case when g % 50 = 0 then 'REMOVED' when g % 13 = 0 then 'INACTIVE' else 'ACTIVE' end, 'B' || h
        from generate_series(1, ${ROWS}) g, lateral (select (g * 5) / 11 as h) x`),
    );
    summary.push(['insert voters (with mailing keys)', figure('insert voters', insert.ms), '', ROWS]);
    const [group] = await db
      .insert(voterGroups)
      .values({ campaignId, name: 'Everyone', status: 'Ready', voterCount: ROWS })
      .returning();
    if (!group) throw new Error('no group');
    await db.execute(sql`insert into voter_group_members (group_id, voter_id)
                         select ${group.id}::uuid, id from voters where campaign_id = ${campaignId}::uuid`);
    await db.execute(sql`analyze voters, voter_group_members`);

    for (const run of ['cold', 'warm']) {
      const rss = trackPeakRss();
      const counted = await timed(() => liveCounts(db, campaignId, group.id, 'letter_10'));
      const peak = rss.stop();
      const c = counted.value;
      summary.push([
        `household count (${run})`,
        figure(`household count ${run}`, counted.ms, { peak_rss_mb: peak, pieces: c.pieces }),
        peak,
        `${String(c.voters)} voters, ${String(c.pieces)} pieces, ${String(c.suppressed)} suppressed`,
      ]);
    }

    const mailer = await insertMailer(db, {
      campaignId,
      userId: target.actor.userId,
      name: 'Bench',
      fileKey: 'none.pdf',
      contentType: 'application/pdf',
      fileSize: 1,
      pageCount: 1,
    });
    const drop = await insertDrop(db, {
      campaignId,
      mailerId: mailer.id,
      voterGroupId: group.id,
      name: 'Bench drop',
      mailerSize: 'letter_10',
    });
    const rss = trackPeakRss();
    let rows = 0;
    let bytes = 0;
    const exported = await timed(async () => {
      const { stream } = await exportDrop(db, target.actor, drop.id, {
        userId: target.actor.userId,
        email: target.actor.email,
        ip: null,
        clientType: 'bench',
      });
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            rows += chunk.toString('utf8').split('\n').length - 1;
            done();
          },
        }),
      );
    });
    const peak = rss.stop();
    summary.push([
      'vendor file',
      figure('vendor file', exported.ms, { peak_rss_mb: peak, rows: rows - 1, mb: Math.round(bytes / 1e6) }),
      peak,
      `${String(rows - 1)} rows, ${String(Math.round(bytes / 1e6))} MB`,
    ]);
  } finally {
    await target.close();
  }
  console.log(`\n${table(summary)}`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * The vote-history benchmark (issue 34, decision 0067): generates a published-form `ncvoter` file of
 * BENCH_HISTORY_VOTERS voters (default 200,000) and its `ncvhis` (~5.3 rows a voter, with 25 unknown ncids
 * and 25 duplicates), then on the PostgreSQL server, BENCH_ROUNDS times (default 3, each on a new scratch
 * database): the voter file imported (not timed), the `ncvhis` import as the HTTP calls drive it (timed to
 * `done`, then to the end of its job: index builds, elections and turnout), then a raw COPY of the same
 * published-form file (quoted, tab, Latin-1, CRLF) into a table of text columns. Prints one JSON line per
 * round and a table: the ratio COPY ÷ import (goal ≥ 0.6), the rounds' median.
 *
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, seconds, table, timed } from './bench-stats.ts';
import { NCVHIS_HEADER, writeHistoryFile } from './history-file.ts';
import { importToDone, uploadFile } from './import-run.ts';
import { rawCopy } from './voter-bench-phases.ts';
import { openTarget, type BenchTarget } from './voter-bench-setup.ts';
import { writeVoterFile } from './voter-file.ts';

const VOTERS = Number(process.env.BENCH_HISTORY_VOTERS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL = 0.6;

/** One file through the upload and the start, as the web app sends them; times to `done` and to the job's end. */
const importFile = async (target: BenchTarget, file: string, name: string) => {
  const { ctx } = target.app;
  const uploaded = await uploadFile(ctx, target.actor, file, name);
  const { result, doneMs, jobMs } = await importToDone(ctx, target.actor, uploaded, 20);
  return { importMs: doneMs, finishedMs: jobMs, result, layout: uploaded.proposed.layout };
};

const ratioOf = (copyMs: number, importMs: number) => Math.round((copyMs / importMs) * 100) / 100;

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-bench-history-'));
  const voterFile = join(dir, 'ncvoter92.txt');
  const historyFile = join(dir, 'ncvhis92.txt');
  const ratios: number[] = [];
  try {
    await writeVoterFile({ rows: VOTERS, out: voterFile, realForm: true });
    const history = await writeHistoryFile({ rows: VOTERS, out: historyFile, unknown: 25, duplicates: 25 });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const target = await openTarget('postgres', SERVER_URL);
      try {
        const voters = await importFile(target, voterFile, 'ncvoter92.txt');
        const loaded = await importFile(target, historyFile, 'ncvhis92.txt');
        if (loaded.layout !== 'ncvhis') throw new Error(`the history file was read as ${loaded.layout}`);
        const copy = await timed(() => rawCopy(target, historyFile, [...NCVHIS_HEADER], true));
        const ratio = ratioOf(copy.value.ms, loaded.importMs);
        ratios.push(ratio);
        console.log(
          JSON.stringify({
            bench: 'vote-history',
            round,
            voters: voters.result.rows_imported,
            history_rows: history.rows,
            imported: loaded.result.rows_imported,
            rejected: loaded.result.rows_rejected,
            import_seconds: seconds(loaded.importMs),
            finished_seconds: seconds(loaded.finishedMs),
            raw_copy_seconds: seconds(copy.value.ms),
            ratio_vs_copy: ratio,
            ratio_vs_copy_to_finished: ratioOf(copy.value.ms, loaded.finishedMs),
          }),
        );
      } finally {
        await target.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ratio = median(ratios);
  console.log(
    `\n${table([
      ['database', 'figure', 'value', 'goal', 'met'],
      ['postgres', 'ncvhis import, ratio COPY ÷ import, by round', ratios.join(' / '), '', ''],
      [
        'postgres',
        `ncvhis import, ratio COPY ÷ import, median of ${ROUNDS}`,
        ratio,
        `≥ ${GOAL}`,
        ratio >= GOAL ? 'yes' : 'NO',
      ],
    ])}`,
  );
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

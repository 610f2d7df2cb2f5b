/**
 * `npm run generate:voters -- --rows N --out FILE [--seed N] [--campaign-like] [--real-form]
 * [--history FILE [--unknown N] [--duplicates N]]`: writes an ncvoter voter file of any size
 * (voter-file.ts).
 *
 * - `--campaign-like`: adds a campaign's enriched columns (coordinates, e-mail, one column per election).
 * - `--real-form`: the file exactly as NC's State Board publishes it: every field double-quoted (header
 *   too), tab-separated, Latin-1, CRLF, with some accented names (published-form.ts).
 * - `--history FILE`: also the matching `ncvhis` vote-history file of the same voters, in the published
 *   form (history-file.ts; ~5.3 rows a voter over fifteen elections 2016–2024); `--unknown N` adds N rows
 *   whose ncid no voter has and `--duplicates N` N exact repeats of earlier rows.
 *
 * The same `--rows` and `--seed` give the same voters, byte for byte.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeHistoryFile } from './history-file.ts';
import { writeVoterFile } from './voter-file.ts';

const USAGE =
  'usage: generate:voters -- --rows N --out FILE [--seed N] [--campaign-like] [--real-form] [--history FILE [--unknown N] [--duplicates N]]';
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    out: { type: 'string' },
    seed: { type: 'string', default: '2026' },
    'campaign-like': { type: 'boolean', default: false },
    'real-form': { type: 'boolean', default: false },
    history: { type: 'string' },
    unknown: { type: 'string', default: '0' },
    duplicates: { type: 'string', default: '0' },
  },
});
const [rows, seed, unknown, duplicates] = [values.rows, values.seed, values.unknown, values.duplicates].map(
  Number,
);
const counts = [rows, unknown, duplicates] as number[];
if (!values.out || !Number.isInteger(seed) || !counts.every((n) => Number.isInteger(n) && n >= 0)) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts from the package folder; a relative path means where the command was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const out = here(values.out);
const timedJson = async <T extends { bytes: number }>(
  write: () => Promise<T>,
  describe: (r: T) => object,
) => {
  const started = performance.now();
  const result = await write();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(JSON.stringify({ ...describe(result), mb: Math.round(result.bytes / 1e5) / 10, seconds }));
};
const options = { rows: rows as number, seed: seed as number };
await timedJson(
  () =>
    writeVoterFile({ ...options, out, campaignLike: values['campaign-like'], realForm: values['real-form'] }),
  (r) => ({ file: out, rows: r.rows, columns: r.header.length }),
);
if (values.history) {
  const history = here(values.history);
  await timedJson(
    () => writeHistoryFile({ ...options, out: history, unknown, duplicates }),
    (r) => ({ file: history, rows: r.rows, voters: r.voters, unknown: r.unknown, duplicates: r.duplicates }),
  );
}

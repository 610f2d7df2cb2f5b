/**
 * `npm run generate:voters -- --rows 1000000 --out FILE [--seed N] [--campaign-like]`: writes an
 * ncvoter-style tab-separated voter file of any size (see voter-file.ts).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeVoterFile } from './voter-file.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    out: { type: 'string' },
    seed: { type: 'string', default: '2026' },
    'campaign-like': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const seed = Number(values.seed);
if (!values.out || !Number.isInteger(rows) || rows < 0 || !Number.isInteger(seed)) {
  console.error('usage: generate:voters -- --rows N --out FILE [--seed N] [--campaign-like]');
  process.exit(2);
}
// npm runs scripts from the package folder; a relative path means where the command was typed.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const started = performance.now();
const result = await writeVoterFile({ rows, out, seed, campaignLike: values['campaign-like'] });
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    file: out,
    rows: result.rows,
    columns: result.header.length,
    mb: Math.round(result.bytes / 1e5) / 10,
    seconds: Math.round(seconds * 10) / 10,
  }),
);

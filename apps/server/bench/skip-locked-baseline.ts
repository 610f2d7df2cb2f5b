/**
 * The yardstick of the outreach claim benchmarks (docs/decisions/0074-outreach-core.md): a raw `FOR UPDATE SKIP
 * LOCKED` claim of `batch` rows and its release, two statements, looped by `connections` connections of their
 * own for `seconds`, on a table of its own in the same scratch database. A claim through the product is held to a
 * share of this figure measured in the same run, so the machine's load counts the same on both sides.
 */
import pg from 'pg';
import { percentile } from './bench-stats.ts';

export const skipLockedBaseline = async (
  url: string,
  {
    batch,
    connections = 20,
    seconds = 5,
    rows = 20_000,
  }: { batch: number; connections?: number; seconds?: number; rows?: number },
): Promise<{ perSecond: number; p99: number }> => {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    await pool.query(`drop table if exists bench_skip_locked;
      create table bench_skip_locked (id int primary key, claimed_by int, claim_expires_at timestamptz);
      create index on bench_skip_locked (claimed_by);
      insert into bench_skip_locked (id) select g from generate_series(1, ${String(rows)}) g;
      analyze bench_skip_locked;`);
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, me) => {
        const client = await pool.connect();
        try {
          while (performance.now() < end) {
            const began = performance.now();
            await client.query(
              `update bench_skip_locked q set claimed_by = $1, claim_expires_at = now() + interval '15 minutes'
               from (select id from bench_skip_locked where claimed_by is null limit $2 for update skip locked) p
               where q.id = p.id`,
              [me, batch],
            );
            await client.query(
              'update bench_skip_locked set claimed_by = null, claim_expires_at = null where claimed_by = $1',
              [me],
            );
            latencies.push(performance.now() - began);
          }
        } finally {
          client.release();
        }
      }),
    );
    await pool.query('drop table bench_skip_locked');
    return { perSecond: Math.round(latencies.length / seconds), p99: percentile(latencies, 99) };
  } finally {
    await pool.end();
  }
};

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-client-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite on a data directory', () => {
  it('creates a new directory (in a worker thread), migrates it, and opens it again with its data', async () => {
    const first = await openDatabase({ dataDir });
    await first.exec(
      `insert into campaigns (name, owner_email, candidate_name) values ('Kept', 'a@example.org', 'C')`,
    );
    await first.close();
    const again = await openDatabase({ dataDir });
    const rows = await again.db.execute(sql`select name from campaigns`);
    expect(rows.rows).toEqual([{ name: 'Kept' }]);
    // COPY reads its rows from a file in the data directory, and the file goes after.
    await again.exec('create table copied (a text, b text)');
    await again.copyFrom('copied', ['a', 'b'], Buffer.from('x,"y, z"\n,""\n'));
    const copied = await again.db.execute(sql`select a, b from copied order by a nulls last`);
    expect(copied.rows).toEqual([
      { a: 'x', b: 'y, z' },
      { a: null, b: '' },
    ]);
    expect(readdirSync(join(dataDir, 'pglite')).filter((f) => f.startsWith('copy-'))).toEqual([]);
    await again.close();
  }, 120_000); // two starts of PGlite with every migration
});

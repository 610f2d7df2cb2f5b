import { mkdtempSync, rmSync } from 'node:fs';
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
    await again.close();
  }, 120_000); // two starts of PGlite with every migration
});

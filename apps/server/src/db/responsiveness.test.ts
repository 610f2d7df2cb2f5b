/**
 * Issue 9, server item 1: one request must never freeze the server. A real listening server keeps
 * answering `/api/health` while the heaviest polygon requests of each kind run against it
 * (`test/heavy-polygons.ts`), and each of them gets its right answer. A freeze (p99 128 s before decision
 * 0020) fails here on any machine. The latency goal itself (p99 ≤ 200 ms) is a speed target: it is
 * measured by `npm run bench` (`bench/responsiveness.bench.ts`), not judged by a timed test that a busy
 * machine fails (205 ms here at a load average under 2 per core).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { POLYGON_MESSAGES } from '@groundwork/shared/contracts/voters';
import { WALKBOOK_MESSAGES } from '@groundwork/shared/contracts/walkbooks';
import { insertDemoVoters } from '../seed/demo-voters.ts';
import { createCampaignWithTeam } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { percentile } from '../../bench/bench-stats.ts';
import { heavyPolygonsWithHealth } from '../test/heavy-polygons.ts';

const VOTERS = 20_000;
/** Far above a busy machine's latencies, far below a freeze's. */
const FROZEN_MS = 3_000;

/** A PostgreSQL server runs each query in its own process: nothing here can hold the event loop. */
const skipReason =
  process.env.TEST_DB === 'postgres' ? 'PGlite only: PostgreSQL runs queries outside this process' : '';

/** The real app listening on a free port, with a campaign of VOTERS demo voters. */
const startServer = async () => {
  const t = await createTestApp();
  const team = await createCampaignWithTeam(t, 'Busy Campaign');
  await insertDemoVoters(t.database, team.campaign.id, VOTERS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.app.server.closeAllConnections());
  const port = (t.app.server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, campaignId: team.campaign.id, auth: team.manager.auth };
};
const { base, campaignId, auth } = skipReason ? { base: '', campaignId: '', auth: {} } : await startServer();

describe.skipIf(skipReason)(`a busy server${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it(`keeps answering /api/health (p99 under ${FROZEN_MS} ms) while the heaviest polygon requests run, and answers each rightly`, async () => {
    const { replies, latencies } = await heavyPolygonsWithHealth(base, campaignId, auth);
    const [wb1000, rec1000, count1000, wbAll, recAll, countAll, wbPart, recPart, countPart] = replies;

    for (const refused of [wb1000, rec1000, count1000]) {
      expect(refused, refused!.path).toMatchObject({
        status: 400,
        json: { detail: POLYGON_MESSAGES.tooManyVertices },
      });
    }
    for (const refused of [wbAll, recAll]) {
      expect(refused, refused!.path).toMatchObject({
        status: 400,
        json: { detail: WALKBOOK_MESSAGES.tooManyVoters },
      });
    }
    expect(countAll!.json.count).toBeGreaterThan(VOTERS * 0.8);
    expect([wbPart!.status, recPart!.status, countPart!.status]).toEqual([201, 201, 200]);
    expect(countPart!.json.count).toBeGreaterThan(0);

    // Not vacuous: health was asked all along the work.
    expect(latencies.length).toBeGreaterThanOrEqual(10);
    expect(percentile(latencies, 99), `health p99 over ${latencies.length} requests`).toBeLessThanOrEqual(
      FROZEN_MS,
    );
  }, 120_000);
});

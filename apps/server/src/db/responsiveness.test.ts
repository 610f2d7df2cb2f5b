/**
 * Issue 9, server item 1: one request must never freeze the server. A real listening server answers
 * `/api/health` within 200 ms at p99 while the heaviest polygon requests of each kind run against it:
 * a 1,000-position area (refused at once) and the largest allowed one, over the whole district (too
 * many voters for a walkbook) and over part of it (a walkbook and a recommendation are cut).
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { POLYGON_MAX_VERTICES, POLYGON_MESSAGES, type GeoPolygon } from '@groundwork/shared/contracts/voters';
import { WALKBOOK_MESSAGES } from '@groundwork/shared/contracts/walkbooks';
import { demoPrecinctCells, insertDemoVoters } from '../seed/demo-voters.ts';
import { createCampaignWithTeam } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

const VOTERS = 20_000;
const HEALTH_P99_MS = 200;
/** The bound judged under any load: far above a busy machine's latencies, far below a freeze's. */
const FROZEN_MS = 3_000;
/**
 * Above this many runnable processes per core the machine, not the server, sets the latencies (measured
 * here at a load average of 14 on 2 cores: idle health itself took 70–170 ms at p50); the bound is then
 * reported, not judged. Everything else is still checked.
 */
const OVERSUBSCRIBED = 2;

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
  return { base: `http://127.0.0.1:${port}`, campaign_id: team.campaign.id, auth: team.manager.auth };
};
const { base, campaign_id, auth } = skipReason
  ? { base: '', campaign_id: '', auth: {} }
  : await startServer();

const cells = demoPrecinctCells().map((c) => c.bounds);
const district = {
  west: Math.min(...cells.map((b) => b[0])),
  south: Math.min(...cells.map((b) => b[1])),
  east: Math.max(...cells.map((b) => b[2])),
  north: Math.max(...cells.map((b) => b[3])),
};

/** An ellipse of `positions` positions (the closing one included) centred on the district. */
const ellipse = (positions: number, scale: number): GeoPolygon => {
  const cx = (district.west + district.east) / 2;
  const cy = (district.south + district.north) / 2;
  const rx = ((district.east - district.west) / 2) * scale;
  const ry = ((district.north - district.south) / 2) * scale;
  const n = positions - 1;
  const ring = Array.from({ length: n }, (_, i): [number, number] => [
    cx + rx * Math.cos((2 * Math.PI * i) / n),
    cy + ry * Math.sin((2 * Math.PI * i) / n),
  ]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
};

const post = async (path: string, body: object) => {
  const started = performance.now();
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { detail?: string; count?: number };
  return { path, status: response.status, json, ms: performance.now() - started };
};

/** Every kind of polygon request, for one area. */
const heavy = (area: GeoPolygon, name: string) => [
  () => post('/walkbook/', { campaign_id, name, geo_data: area }),
  () => post('/recommended-walkbook/', { campaign_id, name, geo_data: area }),
  () => post(`/voter-group/count/?campaign_id=${campaign_id}`, { polygon: area }),
];

/** The requests one after the other (each is the heaviest of its kind while it runs). */
const inTurn = async (requests: (() => ReturnType<typeof post>)[]) => {
  const replies = [];
  for (const request of requests) replies.push(await request());
  return replies;
};

/**
 * Health latencies while `work` runs, one request at a time. Each is timed from when it was due (5 ms
 * after the previous answer), so a blocked event loop that delays the sending counts too.
 */
const healthDuring = async (work: Promise<unknown>) => {
  let done = false;
  void work.finally(() => (done = true));
  const latencies: number[] = [];
  let due = performance.now();
  while (!done) {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const answered = performance.now();
    latencies.push(answered - due);
    await new Promise((resolve) => setTimeout(resolve, 5));
    due = answered + 5;
  }
  return latencies.sort((a, b) => a - b);
};

describe.skipIf(skipReason)(`a busy server${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it(`answers /api/health within ${HEALTH_P99_MS} ms at p99 while the heaviest polygon requests run`, async (context) => {
    const tooBig = ellipse(1000, 1.05);
    const wholeDistrict = ellipse(POLYGON_MAX_VERTICES, 1.05);
    const part = ellipse(POLYGON_MAX_VERTICES, 0.4);
    const work = inTurn([
      ...heavy(tooBig, 'Too detailed'),
      ...heavy(wholeDistrict, 'Everyone'),
      ...heavy(part, 'Downtown'),
    ]);
    const latencies = await healthDuring(work);
    const [wb1000, rec1000, count1000, wbAll, recAll, countAll, wbPart, recPart, countPart] = await work;

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
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1]!;
    // Always judged, whatever the load: a frozen server (p99 128 s before decision 0020) fails here.
    expect(p99, `health p99 over ${latencies.length} requests`).toBeLessThanOrEqual(FROZEN_MS);
    const load = loadavg()[0]! / availableParallelism();
    if (load > OVERSUBSCRIBED)
      context.skip(`health p99 ${Math.round(p99)} ms not judged: load average ${load.toFixed(1)} per core`);
    expect(p99, `health p99 over ${latencies.length} requests`).toBeLessThanOrEqual(HEALTH_P99_MS);
  }, 120_000);
});

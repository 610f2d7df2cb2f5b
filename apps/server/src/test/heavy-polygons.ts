/**
 * Issue 9's "one request must never freeze the server" workload, for its test (`db/responsiveness.test.ts`)
 * and its benchmark (`bench/responsiveness.bench.ts`): the heaviest polygon requests of each kind, one after
 * the other — a 1,000-position area (refused at once) and the largest allowed one, over the whole district
 * (too many voters for a walkbook) and over part of it (a walkbook and a recommendation are cut) — while
 * `/api/health` is asked all along.
 */
import { POLYGON_MAX_VERTICES, type GeoPolygon } from '@groundwork/shared/contracts/voters';
import { demoPrecinctCells } from '../seed/demo-voters.ts';

export interface Reply {
  path: string;
  status: number;
  json: { detail?: string; count?: number };
  ms: number;
}

const cells = demoPrecinctCells().map((c) => c.bounds);
const district = {
  west: Math.min(...cells.map((b) => b[0])),
  south: Math.min(...cells.map((b) => b[1])),
  east: Math.max(...cells.map((b) => b[2])),
  north: Math.max(...cells.map((b) => b[3])),
};

/** An ellipse of `positions` positions (the closing one included) centred on the demo district. */
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

/**
 * Health latencies while `work` runs, one request at a time. Each is timed from when it was due
 * (5 ms after the previous answer), so a blocked event loop that delays the sending counts too.
 */
const healthDuring = async (base: string, work: Promise<unknown>) => {
  let done = false;
  void work.finally(() => (done = true));
  const latencies: number[] = [];
  let due = performance.now();
  while (!done) {
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`);
    const answered = performance.now();
    latencies.push(answered - due);
    await new Promise((resolve) => setTimeout(resolve, 5));
    due = answered + 5;
  }
  return latencies;
};

/**
 * The nine requests in turn against a listening server (`base`, e.g. http://127.0.0.1:43123) as a member
 * of `campaignId` who may cut walkbooks (`headers` carry the credentials), with health's latencies.
 * Replies in order: walkbook, recommendation, count — 1,000 positions; the whole district; a part.
 */
export const heavyPolygonsWithHealth = async (
  base: string,
  campaignId: string,
  headers: Record<string, string>,
) => {
  const post = async (path: string, body: object): Promise<Reply> => {
    const started = performance.now();
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Reply['json'];
    return { path, status: response.status, json, ms: performance.now() - started };
  };
  const heavy = (area: GeoPolygon, name: string) => [
    () => post('/walkbook/', { campaign_id: campaignId, name, geo_data: area }),
    () => post('/recommended-walkbook/', { campaign_id: campaignId, name, geo_data: area }),
    () => post(`/voter-group/count/?campaign_id=${campaignId}`, { polygon: area }),
  ];
  const requests = [
    ...heavy(ellipse(1000, 1.05), 'Too detailed'),
    ...heavy(ellipse(POLYGON_MAX_VERTICES, 1.05), 'Everyone'),
    ...heavy(ellipse(POLYGON_MAX_VERTICES, 0.4), 'Downtown'),
  ];
  const work = (async () => {
    const replies: Reply[] = [];
    for (const request of requests) replies.push(await request());
    return replies;
  })();
  const latencies = await healthDuring(base, work);
  return { replies: await work, latencies };
};

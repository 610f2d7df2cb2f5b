import { readFileSync } from 'node:fs';
import { parseTsplib, tsplibDistance } from '../src/modules/walkbooks/route/tsplib.ts';
import { Costs, nearestNeighbours, Tour } from '../src/modules/walkbooks/route/tour.ts';
import { greedyPath } from '../src/modules/walkbooks/route/construct.ts';
import { LocalSearch } from '../src/modules/walkbooks/route/local-search.ts';
const inst = parseTsplib(readFileSync(`/work/shared/data/tsplib/${process.env.NAME ?? 'pr1002'}.tsp`, 'utf8'));
const n = inst.dimension; const costs = new Costs(n, tsplibDistance(inst));
const K = 10; const nb = nearestNeighbours(costs, n, K);
const path = greedyPath(costs, nb, K, n, -1);
const tour = new Tour(path);
const L0 = tour.length(costs);
const ls = new LocalSearch(tour, costs, nb, K, 1e-9);
ls.pushAll(); const g = ls.run();
const L1 = tour.length(costs);
console.log({ L0, L1, g, check: L0 - g });
// count improving 2-opt moves with neighbour lists
let cnt = 0, cntAll = 0;
for (let a = 0; a < n; a++) for (const dir of [0, 1]) {
  const a2 = dir === 0 ? tour.next(a) : tour.prev(a);
  for (let r = 0; r < K; r++) { const c = nb[a*K+r]!; const c2 = dir === 0 ? tour.next(c) : tour.prev(c);
    if (c === a2 || c2 === a) continue;
    if (costs.d(a,a2)+costs.d(c,c2)-costs.d(a,c)-costs.d(a2,c2) > 1e-9) cnt++; }
  for (let c = 0; c < n; c++) { if (c===a) continue; const c2 = dir === 0 ? tour.next(c) : tour.prev(c);
    if (c === a2 || c2 === a) continue;
    if (costs.d(a,a2)+costs.d(c,c2)-costs.d(a,c)-costs.d(a2,c2) > 1e-9) cntAll++; }
}
console.log({ improvingNeighbour2opt: cnt, improvingAny2opt: cntAll });
for (let a = 0; a < n; a++) for (const dir of [0, 1]) {
  const a2 = dir === 0 ? tour.next(a) : tour.prev(a);
  for (let r = 0; r < K; r++) { const c = nb[a*K+r]!; const c2 = dir === 0 ? tour.next(c) : tour.prev(c);
    if (c === a2 || c2 === a) continue;
    const gain = costs.d(a,a2)+costs.d(c,c2)-costs.d(a,c)-costs.d(a2,c2);
    if (gain > 1e-9) console.log({a,dir,a2,c,c2,r,gain, dA: costs.d(a,a2), dac: costs.d(a,c), list: Array.from(nb.subarray(a*K,a*K+K)).map(x=>costs.d(a,x))}); }
}

import { readFileSync } from 'node:fs';
import { optimizeTour } from '/work/main/apps/server/src/modules/walkbooks/route/optimize.ts';
import { parseTsplib, tsplibDistance } from '/work/main/apps/server/src/modules/walkbooks/route/tsplib.ts';
const opt: Record<string, number> = {};
for (const l of readFileSync('/work/shared/data/tsplib/optimal-lengths.txt','utf8').split('\n')) { const m=/(\S+)\s*:\s*(\d+)/.exec(l); if(m) opt[m[1]!]=Number(m[2]); }
const names = (process.env.NAMES ?? 'ch150,lin318,pcb442,rat783,pr1002').split(',');
const iters = Number(process.env.ITERS ?? 1e9); const tl = Number(process.env.TL ?? 800);
for (const name of names) {
  const inst = parseTsplib(readFileSync(`/work/shared/data/tsplib/${name}.tsp`, 'utf8'));
  const d = tsplibDistance(inst);
  const gaps: string[] = [];
  for (let seed = 1; seed <= Number(process.env.SEEDS ?? 3); seed++) {
    const t0 = performance.now();
    const r = optimizeTour(inst.dimension, d, { seed, timeLimitMs: tl, maxIterations: iters });
    const ms = performance.now() - t0;
    const o = opt[name]!;
    gaps.push(`${(100*(r.length-o)/o).toFixed(2)}%/${ms.toFixed(0)}ms/${r.iterations}it c=${(100*(r.constructionLength-o)/o).toFixed(1)} ls=${(100*(r.localSearchLength-o)/o).toFixed(1)}`);
  }
  console.log(name, gaps.join('  '));
}

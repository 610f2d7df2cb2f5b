/**
 * The optimizer's data structures: a cost lookup (a dense matrix when it fits), K-nearest neighbour
 * lists, and the array representation of a closed tour with O(1) successor/predecessor and 2-opt
 * reversals that always flip the shorter side.
 */
import type { DistanceFn } from './distance.ts';

/** Above this many nodes the costs are computed on demand instead of stored (n² doubles). */
export const MATRIX_MAX_NODES = 2048;

/** Symmetric costs between nodes 0..n-1, read from a dense matrix when n is small enough. */
export class Costs {
  readonly n: number;
  private readonly matrix: Float64Array | null;
  private readonly fn: DistanceFn;

  constructor(n: number, fn: DistanceFn) {
    this.n = n;
    this.fn = fn;
    if (n <= MATRIX_MAX_NODES) {
      const m = new Float64Array(n * n);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          const v = fn(i, j);
          m[i * n + j] = v;
          m[j * n + i] = v;
        }
      this.matrix = m;
    } else this.matrix = null;
  }

  d(i: number, j: number): number {
    return this.matrix !== null ? (this.matrix[i * this.n + j] ?? 0) : this.fn(i, j);
  }
}

/**
 * For each node, its k nearest other nodes (ascending; ties by index) among nodes 0..limit-1. Row i
 * occupies [i*k, i*k+k); rows are padded with -1 when fewer than k candidates exist.
 */
export const nearestNeighbours = (costs: Costs, limit: number, k: number): Int32Array => {
  const n = costs.n;
  const out = new Int32Array(n * k).fill(-1);
  const best = new Float64Array(k);
  const idx = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    let size = 0;
    for (let j = 0; j < limit; j++) {
      if (j === i) continue;
      const dj = costs.d(i, j);
      if (size === k && dj >= (best[k - 1] ?? 0)) continue;
      let p = size < k ? size++ : k - 1;
      while (p > 0 && (best[p - 1] ?? 0) > dj) {
        best[p] = best[p - 1] ?? 0;
        idx[p] = idx[p - 1] ?? 0;
        p--;
      }
      best[p] = dj;
      idx[p] = j;
    }
    out.set(idx.subarray(0, size), i * k);
  }
  return out;
};

/** A closed tour over nodes 0..n-1: order[position] = node, pos[node] = position. */
export class Tour {
  readonly n: number;
  readonly order: Int32Array;
  readonly pos: Int32Array;

  constructor(order: ArrayLike<number>) {
    this.n = order.length;
    this.order = Int32Array.from(order);
    this.pos = new Int32Array(this.n);
    for (let p = 0; p < this.n; p++) this.pos[this.at(p)] = p;
  }

  at(p: number): number {
    return this.order[p] ?? 0;
  }

  posOf(v: number): number {
    return this.pos[v] ?? 0;
  }

  next(v: number): number {
    const p = this.posOf(v) + 1;
    return this.at(p === this.n ? 0 : p);
  }

  prev(v: number): number {
    const p = this.posOf(v);
    return this.at(p === 0 ? this.n - 1 : p - 1);
  }

  /** Reverse the path running forward from node a to node b, or its complement if that is shorter. */
  reversePath(a: number, b: number): void {
    const n = this.n;
    const order = this.order;
    const pos = this.pos;
    let i = this.posOf(a);
    let j = this.posOf(b);
    let len = j - i;
    if (len < 0) len += n;
    len += 1;
    if (2 * len > n) {
      const ni = j + 1 === n ? 0 : j + 1;
      j = i === 0 ? n - 1 : i - 1;
      i = ni;
      len = n - len;
    }
    for (let k = len >> 1; k > 0; k--) {
      const vi = order[i] ?? 0;
      const vj = order[j] ?? 0;
      order[i] = vj;
      pos[vj] = i;
      order[j] = vi;
      pos[vi] = j;
      if (++i === n) i = 0;
      if (--j < 0) j = n - 1;
    }
  }

  /**
   * 2-opt: replace edges {u1,u2} and {v1,v2}, where u2 follows u1 and v2 follows v1 in one
   * orientation of the tour, with {u1,v1} and {u2,v2}.
   */
  twoOpt(u1: number, u2: number, v1: number, v2: number): void {
    if (this.next(u1) === u2) this.reversePath(u2, v1);
    else this.reversePath(u1, v2);
  }

  /** The tour's length. */
  length(costs: Costs): number {
    let total = 0;
    for (let p = 1; p < this.n; p++) total += costs.d(this.at(p - 1), this.at(p));
    return this.n > 1 ? total + costs.d(this.at(this.n - 1), this.at(0)) : 0;
  }

  copyFrom(other: Tour): void {
    this.order.set(other.order);
    this.pos.set(other.pos);
  }
}

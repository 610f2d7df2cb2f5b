/**
 * Local search on a closed tour: 2-opt and Or-opt (moving a segment of 1-3 nodes, either way round,
 * next to one of its ends' nearest neighbours), driven by neighbour lists and don't-look bits kept as
 * a FIFO queue of "active" nodes. A pass costs about O(n·K); after a local change only the touched
 * nodes are re-examined, which is what makes the iterated phase cheap.
 *
 * One edge may be fixed (never removed): the open-path mode pins its dummy node to the start.
 */
import type { Costs, Tour } from './tour.ts';

export class LocalSearch {
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  /** nearDist[v*k + r] = distance from v to its r-th neighbour (contiguous, cache-friendly). */
  private readonly nearDist: Float64Array;
  private head = 0;
  private size = 0;

  constructor(
    private readonly tour: Tour,
    private readonly costs: Costs,
    /** k candidates per node, ascending distance, -1 padded. */
    private readonly neighbours: Int32Array,
    private readonly k: number,
    /** Smallest gain worth a move: guards against float round-off cycling. */
    private readonly eps: number,
    /** The fixed edge's ends, or -1. */
    private readonly fixedA = -1,
    private readonly fixedB = -1,
    /** A node never examined on its own behalf (the open path's dummy), or -1. */
    private readonly passive = -1,
  ) {
    this.queue = new Int32Array(tour.n);
    this.queued = new Uint8Array(tour.n);
    this.nearDist = new Float64Array(neighbours.length);
    for (let v = 0; v < tour.n; v++)
      for (let r = 0; r < k; r++) {
        const c = neighbours[v * k + r] ?? -1;
        this.nearDist[v * k + r] = c < 0 ? Number.POSITIVE_INFINITY : costs.d(v, c);
      }
  }

  isFixed(a: number, b: number): boolean {
    return (a === this.fixedA && b === this.fixedB) || (a === this.fixedB && b === this.fixedA);
  }

  /** Mark a node active (clear its don't-look bit). */
  push(v: number): void {
    if (this.queued[v] === 1 || v === this.passive) return;
    this.queued[v] = 1;
    let tail = this.head + this.size;
    if (tail >= this.queue.length) tail -= this.queue.length;
    this.queue[tail] = v;
    this.size++;
  }

  /** Activate every node, in tour order. */
  pushAll(): void {
    for (let p = 0; p < this.tour.n; p++) this.push(this.tour.at(p));
  }

  /** Improve until no active node remains; returns the total gain (length decrease). */
  run(): number {
    let total = 0;
    while (this.size > 0) {
      const a = this.queue[this.head] ?? 0;
      if (++this.head === this.queue.length) this.head = 0;
      this.size--;
      this.queued[a] = 0;
      const gain = this.twoOpt(a) || this.orOpt(a);
      if (gain > 0) {
        total += gain;
        this.push(a);
      }
    }
    return total;
  }

  private twoOpt(a: number): number {
    const { tour, costs, neighbours, nearDist, k, eps } = this;
    for (let dir = 0; dir < 2; dir++) {
      const a2 = dir === 0 ? tour.next(a) : tour.prev(a);
      if (this.isFixed(a, a2)) continue;
      const dA = costs.d(a, a2);
      for (let r = 0; r < k; r++) {
        const g1 = dA - (nearDist[a * k + r] ?? 0);
        if (g1 <= eps) break;
        const c = neighbours[a * k + r] ?? -1;
        const c2 = dir === 0 ? tour.next(c) : tour.prev(c);
        if (c === a2 || c2 === a || this.isFixed(c, c2)) continue;
        const gain = g1 + costs.d(c, c2) - costs.d(a2, c2);
        if (gain > eps) {
          tour.twoOpt(a, a2, c, c2);
          this.push(a2);
          this.push(c);
          this.push(c2);
          return gain;
        }
      }
    }
    return 0;
  }

  /** Is node v within the segment of `len` nodes running from s in direction dir? */
  private inSegment(v: number, s: number, len: number, dir: number): boolean {
    const n = this.tour.n;
    let off = dir === 0 ? this.tour.posOf(v) - this.tour.posOf(s) : this.tour.posOf(s) - this.tour.posOf(v);
    if (off < 0) off += n;
    return off < len;
  }

  private orOpt(a: number): number {
    const { tour, costs, neighbours, nearDist, k, eps } = this;
    const n = tour.n;
    for (let dir = 0; dir < 2; dir++) {
      const p = dir === 0 ? tour.prev(a) : tour.next(a);
      if (this.isFixed(p, a)) continue;
      const dPA = costs.d(p, a);
      let e = a;
      for (let len = 1; len <= 3 && len + 3 <= n; len++) {
        if (len > 1) e = dir === 0 ? tour.next(e) : tour.prev(e);
        else if (dir === 1) continue; // moving a alone was already tried in direction 0
        const nx = dir === 0 ? tour.next(e) : tour.prev(e);
        if (nx === p || this.isFixed(e, nx)) continue;
        const g1 = dPA + costs.d(e, nx) - costs.d(p, nx);
        if (g1 <= eps) continue;
        for (let end = 0; end < (len === 1 ? 1 : 2); end++) {
          const x = end === 0 ? a : e; // the segment end that will touch c
          const y = end === 0 ? e : a; // the other end, touching c2
          for (let r = 0; r < k; r++) {
            const dxc = nearDist[x * k + r] ?? 0;
            if (dxc >= g1 - eps) break;
            const c = neighbours[x * k + r] ?? -1;
            if (this.inSegment(c, a, len, dir)) continue;
            for (let side = 0; side < 2; side++) {
              const c2 = side === 0 ? tour.next(c) : tour.prev(c);
              if (this.inSegment(c2, a, len, dir) || this.isFixed(c, c2)) continue;
              const gain = g1 - dxc - costs.d(y, c2) + costs.d(c, c2);
              if (gain > eps) {
                this.moveSegment(a, e, dir, p, nx, x, c, c2);
                this.push(p);
                this.push(nx);
                this.push(e);
                this.push(c);
                this.push(c2);
                return gain;
              }
            }
          }
        }
      }
    }
    return 0;
  }

  /**
   * Move the segment a..e (running in direction dir, between p and nx) between the adjacent nodes c
   * and c2, with its end x next to c. Done as two or three 2-opt reversals.
   */
  private moveSegment(
    a: number,
    e: number,
    dir: number,
    p: number,
    nx: number,
    x: number,
    c: number,
    c2: number,
  ): void {
    const tour = this.tour;
    // Forward orientation: P s1..s2 Nx; the target edge X->Y with Y = next(X).
    const s1 = dir === 0 ? a : e;
    const s2 = dir === 0 ? e : a;
    const P = dir === 0 ? p : nx;
    const N = dir === 0 ? nx : p;
    const forward = tour.next(c) === c2;
    const X = forward ? c : c2;
    const Y = forward ? c2 : c;
    // Which end touches X: x touches c.
    const atX = forward ? x : x === s1 ? s2 : s1;
    tour.twoOpt(P, s1, X, Y); // P X..N s2..s1 Y
    tour.twoOpt(P, X, N, s2); // P N..X s2..s1 Y
    if (atX === s1 && s1 !== s2) tour.twoOpt(X, s2, s1, Y); // X s1..s2 Y
  }
}

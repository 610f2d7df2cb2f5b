/** Small measuring helpers for the benchmarks: peak RSS of this process, percentiles, a table. */
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** Peak resident memory since the last reset, from the kernel (Linux), or undefined elsewhere. */
const highWaterMark = (): number | undefined => {
  try {
    const match = readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Tracks the process's peak RSS during one phase: samples `process.memoryUsage().rss` every 20 ms
 * and, on Linux, also reads the kernel's high-water mark (reset at the start), which catches peaks
 * the sampler misses while a synchronous call (PGlite runs in-process) holds the event loop.
 */
export const trackPeakRss = () => {
  try {
    writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
  } catch {
    // not Linux, or not allowed: the samples alone
  }
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    stop: (): number => {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss, highWaterMark() ?? 0);
      return Math.round(peak / MB);
    },
  };
};

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
};

/** The middle value (the upper of the two middle ones for an even count), unrounded; 0 for none. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const timed = async <T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
};

export const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** A plain-text table: the first row is the header. */
export const table = (rows: (string | number)[][]): string => {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length))) ?? [];
  const line = (r: (string | number)[]) =>
    r
      .map((cell, c) =>
        typeof cell === 'number'
          ? String(cell).padStart(widths[c] ?? 0)
          : String(cell).padEnd(widths[c] ?? 0),
      )
      .join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join(
    '\n',
  );
};

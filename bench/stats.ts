/** Latency statistics and a bounded concurrent loop for the driver-level floor. */

export interface Measurement {
  p50: number;
  p99: number;
  /** Completed operations per second. */
  rps: number;
  count: number;
}

export const percentile = (sorted: number[], fraction: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
};

/**
 * Runs `operation` from `concurrency` parallel loops until `durationMs` has passed (each loop
 * finishes the operation in flight), timing each call: the same shape of load autocannon puts
 * on the HTTP route, so the two numbers are comparable.
 */
export const measurePool = async (operation: () => Promise<unknown>, concurrency: number, durationMs: number): Promise<Measurement> => {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      await operation();
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), rps: latencies.length / elapsedSeconds, count: latencies.length };
};

const pad = (value: string, width: number, right: boolean) => (right ? value.padStart(width) : value.padEnd(width));

/** A plain fixed-width text table; the first column is left-aligned, the rest right-aligned. */
export const formatTable = (header: string[], rows: string[][]): string => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => pad(cell, widths[column], column > 1)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
};

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

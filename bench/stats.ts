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

/** Latencies (ms) of the calls one run completed and how long it ran. */
export interface Sample {
  latencies: number[];
  elapsedSeconds: number;
}

/**
 * Runs `operation` from `concurrency` parallel loops until `durationMs` has passed (each loop
 * finishes the operation in flight), timing each call with performance.now().
 */
export const samplePool = async (
  operation: () => Promise<unknown>,
  concurrency: number,
  durationMs: number,
): Promise<Sample> => {
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
  return { latencies, elapsedSeconds: (performance.now() - started) / 1000 };
};

/** Percentiles over every call of the samples; throughput = calls completed / time run. */
export const summarize = (samples: Sample[]): Measurement => {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.elapsedSeconds, 0);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: latencies.length / seconds,
    count: latencies.length,
  };
};

const pad = (value: string, width: number, right: boolean) =>
  right ? value.padStart(width) : value.padEnd(width);

/** A plain fixed-width text table; the first column is left-aligned, the rest right-aligned. */
export const formatTable = (header: string[], rows: string[][]): string => {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => pad(cell, widths[column], column > 1)).join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
};

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** The columns every route-against-floor table starts with. */
export const ROUTE_FLOOR_HEADER = [
  'case',
  'route p50',
  'route p99',
  'floor p50',
  'floor p99',
  'route/floor p50',
];

/** A case's row of those columns, and its p50 ratio for the caller's verdict columns. */
export const routeFloorRow = (name: string, result: { route: Measurement; floor: Measurement }) => {
  const ratio = result.route.p50 / result.floor.p50;
  return {
    ratio,
    cells: [
      name,
      ms(result.route.p50),
      ms(result.route.p99),
      ms(result.floor.p50),
      ms(result.floor.p99),
      `${ratio.toFixed(2)}x`,
    ],
  };
};

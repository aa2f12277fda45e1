import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { KindSample, LoadJob, Statement } from './load';
import { summarize, type Measurement, type Sample } from './stats';

const LOAD_SCRIPT = fileURLToPath(new URL('./load.ts', import.meta.url));
/**
 * Route and floor take turns this many times, so a change in the machine's load hits both alike.
 * Short turns matter on 2 cores: with 3 turns the first page's ratio wandered from 1.22x to
 * 1.38x between runs of the same code; with 10 it stays within a few hundredths.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

/** A job's latencies, and for an HTTP job whose calls name their kinds, each kind's. */
type KindedSample = Sample & { kinds?: Record<string, KindSample> };

/** Runs one load job in a new child process (bench/load.ts) and returns its latencies. */
const sampleInChild = (job: LoadJob): Promise<KindedSample> =>
  new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, { execArgv: ['--import', 'tsx'] });
    child.once('message', (reply: { sample?: KindedSample; error?: string }) => {
      if (reply.sample) resolve(reply.sample);
      else reject(new Error(reply.error));
    });
    child.once('error', reject);
    child.once(
      'exit',
      (code) => code !== 0 && reject(new Error(`load process exited with ${code}`)),
    );
    child.send(job);
  });

/** One job for `durationMs`, from a child process. */
export const measureInChild = async (job: LoadJob): Promise<Measurement> =>
  summarize([await sampleInChild(job)]);

/** One job from a child process, with the latencies and refusals of each kind of call it made. */
export const measureKindsInChild = async (job: LoadJob) => {
  const sample = await sampleInChild(job);
  return { total: summarize([sample]), kinds: sample.kinds ?? {} };
};

/** A job whose operations are used once each: the next turn starts after the ones used. */
const advanced = (job: LoadJob, used: number): LoadJob =>
  (job.kind === 'http' && job.sequential) || job.kind === 'sql-each'
    ? { ...job, first: (job.first ?? 0) + used }
    : job;

/**
 * The route and its floor for `durationMs` each, in ROUNDS alternating turns from child
 * processes, each side's turns summarised together.
 */
export const measureRouteAndFloor = async (
  route: LoadJob,
  floor: LoadJob,
): Promise<{ route: Measurement; floor: Measurement }> => {
  const routeSamples: Sample[] = [];
  const floorSamples: Sample[] = [];
  let [routeTurn, floorTurn] = [route, floor];
  for (let round = 0; round < ROUNDS; round += 1) {
    const routeSample = await sampleInChild({
      ...routeTurn,
      durationMs: route.durationMs / ROUNDS,
    });
    const floorSample = await sampleInChild({
      ...floorTurn,
      durationMs: floor.durationMs / ROUNDS,
    });
    routeSamples.push(routeSample);
    floorSamples.push(floorSample);
    [routeTurn, floorTurn] = [
      advanced(routeTurn, routeSample.latencies.length),
      advanced(floorTurn, floorSample.latencies.length),
    ];
  }
  return { route: summarize(routeSamples), floor: summarize(floorSamples) };
};

/**
 * One GET against its floor, the SQL statements it sent replayed one after the other on one
 * connection: each side warmed up for `warmUpMs`, then measured for `durationMs` in alternating
 * turns (measureRouteAndFloor).
 */
export const measureGetAgainstItsFloor = async (get: {
  url: string;
  cookie: string;
  connectionString: string;
  statements: Statement[];
  warmUpMs: number;
  durationMs: number;
}) => {
  const route = {
    kind: 'http',
    cookie: get.cookie,
    requests: [{ method: 'GET', url: get.url }],
    concurrency: 1,
  } as const;
  const floor = {
    kind: 'sql',
    connectionString: get.connectionString,
    statements: get.statements,
    concurrency: 1,
  } as const;
  await measureInChild({ ...route, durationMs: get.warmUpMs });
  await measureInChild({ ...floor, durationMs: get.warmUpMs });
  return measureRouteAndFloor(
    { ...route, durationMs: get.durationMs },
    { ...floor, durationMs: get.durationMs },
  );
};

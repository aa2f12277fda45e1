import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob } from './load';
import { summarize, type Measurement, type Sample } from './stats';

const LOAD_SCRIPT = fileURLToPath(new URL('./load.ts', import.meta.url));
/** Route and floor take turns this many times, so a change in the machine's load hits both alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Runs one load job in a new child process (bench/load.ts) and returns its latencies. */
const sampleInChild = (job: LoadJob): Promise<Sample> =>
  new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, { execArgv: ['--import', 'tsx'] });
    child.once('message', (reply: { sample?: Sample; error?: string }) => {
      if (reply.sample) resolve(reply.sample);
      else reject(new Error(reply.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load process exited with ${code}`)));
    child.send(job);
  });

/** One job for `durationMs`, from a child process. */
export const measureInChild = async (job: LoadJob): Promise<Measurement> => summarize([await sampleInChild(job)]);

/**
 * The route and its floor for `durationMs` each, in ROUNDS alternating turns from child
 * processes, each side's turns summarised together.
 */
export const measureRouteAndFloor = async (route: LoadJob, floor: LoadJob): Promise<{ route: Measurement; floor: Measurement }> => {
  const routeSamples: Sample[] = [];
  const floorSamples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    routeSamples.push(await sampleInChild({ ...route, durationMs: route.durationMs / ROUNDS }));
    floorSamples.push(await sampleInChild({ ...floor, durationMs: floor.durationMs / ROUNDS }));
  }
  return { route: summarize(routeSamples), floor: summarize(floorSamples) };
};

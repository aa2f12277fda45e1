/** The durable scheduler (docs/areas/scheduler.md): what the composition root, areas and tests use. */
export type { JobWarning, ScheduledJob } from './jobs';
export { jobStates } from './jobStates';
export { DEFAULT_LEASE_SECONDS, runDueJobs, runJobIfDue } from './runJobs';
export type { RunOptions } from './runJobs';
export { startScheduler } from './scheduler';
export type { SchedulerOptions } from './scheduler';

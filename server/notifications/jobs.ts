import type { ScheduledJob } from '../scheduler/jobs';
import { appointmentMessagesJob } from './appointmentMessages';
import { automationsJob } from './automations';

/** The notifications area's timed jobs, which the scheduler runs (docs/areas/scheduler.md). */
export const NOTIFICATION_JOBS: ScheduledJob[] = [appointmentMessagesJob, automationsJob];

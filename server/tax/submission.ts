import type { FastifyInstance } from 'fastify';
import type { EtimsConfig } from '../etims';
import type { ScheduledJob } from '../scheduler';

// STUB (etims helper): the job that submits pending invoices and credit notes to the control unit.
export const submissionJobs = async (
  _app: FastifyInstance,
  _etims: EtimsConfig,
): Promise<ScheduledJob[]> => [];

import type { FastifyRequest } from 'fastify';
import type { PaymentsHandle } from '../payments';

/** What the booking flow needs beside the database: the payments it starts and refunds, and its address. */
export interface FlowDependencies {
  payments: Pick<PaymentsHandle, 'pushFor' | 'startCardPayment' | 'refund'>;
  /** `PUBLIC_URL`: the address of the links sent; else the request's own origin. */
  publicUrl?: string;
  /** How often the deposit sweep runs while the server does. */
  sweepIntervalMs: number;
}

export const originOf = (dependencies: FlowDependencies, request: FastifyRequest) =>
  (dependencies.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

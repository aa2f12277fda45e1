/** What the outbox area offers the rest of the server: other areas and app.ts reach it only here. */
export { readOutboxConfig } from './config';
export type { OutboxConfig } from './config';
export { enqueueEmail } from './outbox';
export { outboxJobs, registerOutbox } from './routes';

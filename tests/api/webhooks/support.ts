import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { WebhookEndpoint } from '../../../registry/webhooks';
import type { Database } from '../../../server/db/database';
import { body, send } from '../support/http';
import type { TestApp } from '../support/testApp';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}

/**
 * A receiver on this machine: records every POST and answers with the next status of `answers`
 * (200 once they run out), as a business's server would.
 */
export const setupReceiver = () => {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw });
      response.statusCode = answers.shift() ?? 200;
      response.end(response.statusCode < 300 ? 'ok' : 'receiver down');
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    received,
    answers,
    url: (path = '/hooks') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  };
};

/** The receiver's check, as docs/areas/webhooks.md tells a business to write it. */
export const verifySignature = (secret: string, header: string, raw: string): number | null => {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'utf8');
  const ok = given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
  return ok ? Number(parts.t) : null;
};

export const createEndpoint = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  payload: Record<string, unknown>,
) => {
  const response = await send(app, 'POST', '/v1/webhook-endpoint', {
    cookie,
    payload: { businessId, ...payload },
  });
  if (response.statusCode !== 201)
    throw new Error(`endpoint: ${response.statusCode} ${response.body}`);
  return body<{ webhookEndpoint: WebhookEndpoint & { secret: string } }>(response).webhookEndpoint;
};

/** Runs the delivery job once at `now`, as the scheduler would on one of the servers. */
export const runDeliveries = (app: TestApp, db: Database, now = new Date()) =>
  app.scheduledJobs.find((job) => job.name === 'webhook-delivery')!.run(db, now);

/** The test apps leave deliveries to the tests, which run the job with a chosen clock. */
export const WEBHOOK_TEST_SCHEDULER = {
  leftToOthers: ['appointment-messages', 'automations', 'webhook-delivery'],
};

import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service } from '../../../registry';
import type { WebhookDelivery } from '../../../registry/webhooks';
import { webhookDeliveries } from '../../../server/db/schema';
import { emitWebhookEvent } from '../../../server/webhooks';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';
import {
  createEndpoint,
  runDeliveries,
  setupReceiver,
  verifySignature,
  WEBHOOK_TEST_SCHEDULER,
} from './support';

const context = setupTestApp({ scheduler: WEBHOOK_TEST_SCHEDULER });
const receiver = setupReceiver();
let business: TestBusiness;
let endpoint: Awaited<ReturnType<typeof createEndpoint>>;
let booking: Record<string, unknown>;

const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  send(context.app, method, path, { cookie: business.owner.cookie, payload });

const deliveriesOf = async (endpointId: string) => {
  const response = await owner(
    'GET',
    withQuery('/v1/webhook-delivery', { businessId: business.businessId, endpointId }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ webhookDeliveries: WebhookDelivery[] }>(response).webhookDeliveries;
};

let hour = 8;
/** Books the next free hour: its reply is the document the webhook must carry. */
const book = async () => {
  const response = await owner('POST', '/v1/appointment', {
    ...booking,
    startDate: `2027-01-04T${String(hour++).padStart(2, '0')}:00:00+03:00`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ appointment: { _id: string } }>(response).appointment;
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Hooks');
  const make = async (resource: Parameters<typeof createRecord>[2]) =>
    (
      await createRecord(
        context.app,
        business.owner.cookie,
        resource,
        business.businessId,
        sampleRecord(resource, 1),
      )
    )._id;
  booking = {
    businessId: business.businessId,
    clientId: await make(client),
    employeeId: await make(employee),
    serviceIds: [await make(service)],
    durationInMinutes: 30,
  };
  endpoint = await createEndpoint(context.app, business.owner.cookie, business.businessId, {
    url: receiver.url(),
    events: ['appointment.created'],
  });
});

describe('webhook deliveries', () => {
  it('sends a booked appointment, signed, with its full document', async () => {
    expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const appointment = await book();
    const now = new Date();
    await runDeliveries(context.app, context.database.db, now);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const signedAt = verifySignature(
      endpoint.secret,
      String(delivery!.headers['saluni-signature']),
      delivery!.raw,
    );
    expect(signedAt).toBe(Math.floor(now.getTime() / 1000));
    expect(
      verifySignature('whsec_other', String(delivery!.headers['saluni-signature']), delivery!.raw),
    ).toBeNull();
    expect(JSON.parse(delivery!.raw)).toMatchObject({
      type: 'appointment.created',
      businessId: business.businessId,
      data: { object: appointment },
    });
    const [logged] = await deliveriesOf(endpoint._id);
    expect(logged).toMatchObject({
      eventType: 'appointment.created',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastResponseBody: 'ok',
      nextAttemptAt: null,
    });
    // The secret is shown once: the list never carries it.
    const listed = await owner(
      'GET',
      withQuery('/v1/webhook-endpoint', { businessId: business.businessId }),
    );
    expect(listed.body).not.toContain(endpoint.secret);
    // Nor does the audit trail, which records the endpoint's creation.
    const { rows: trail } = await context.database.query(
      `select after::text as after from audit_events where table_name = 'webhook_endpoints'`,
    );
    expect(trail.length).toBeGreaterThan(0);
    for (const row of trail) expect(String(row.after)).not.toContain(endpoint.secret);
  });

  it('retries a receiver that failed, after its back-off, then stops', async () => {
    receiver.received.length = 0;
    receiver.answers.push(500);
    await book();
    const now = new Date();
    await runDeliveries(context.app, context.database.db, now);
    const [failed] = await deliveriesOf(endpoint._id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(new Date(failed!.nextAttemptAt!).getTime()).toBe(now.getTime() + 60_000);
    await runDeliveries(context.app, context.database.db, new Date(now.getTime() + 30_000));
    expect(receiver.received).toHaveLength(1);
    await runDeliveries(context.app, context.database.db, new Date(now.getTime() + 61_000));
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.raw).toBe(receiver.received[1]!.raw);
    expect((await deliveriesOf(endpoint._id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
    });
  });

  it('resends a delivery on the owner’s word', async () => {
    receiver.received.length = 0;
    const [last] = await deliveriesOf(endpoint._id);
    const response = await owner('POST', `/v1/webhook-delivery/${last!._id}/resend`, {
      businessId: business.businessId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ webhookDelivery: WebhookDelivery }>(response).webhookDelivery.status).toBe(
      'pending',
    );
    await runDeliveries(context.app, context.database.db);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.raw).id).toBe(last!.eventId);
    expect((await deliveriesOf(endpoint._id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 3,
    });
  });

  it('queues nothing for a change that is refused or rolled back', async () => {
    const before = (await deliveriesOf(endpoint._id)).length;
    // The same employee at an hour already booked: 409, nothing written.
    const taken = await owner('POST', '/v1/appointment', {
      ...booking,
      startDate: '2027-01-04T08:00:00+03:00',
    });
    expect(taken.statusCode).toBe(409);
    await expect(
      context.database.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, business.businessId, 'appointment.created', { _id: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(endpoint._id)).toHaveLength(before);
    expect(await context.database.db.$count(webhookDeliveries)).toBe(before);
  });
});

describe('webhook endpoints', () => {
  it('refuses bad input with field messages and changes nothing', async () => {
    const create = (payload: object) =>
      owner('POST', '/v1/webhook-endpoint', { businessId: business.businessId, ...payload });
    const cases: [object, string][] = [
      [{ url: 'http://example.com/hooks', events: ['order.paid'] }, 'url'],
      [{ url: 'https://10.0.0.8/hooks', events: ['order.paid'] }, 'url'],
      [{ url: 'https://169.254.169.254/latest', events: ['order.paid'] }, 'url'],
      [{ url: 'not a url', events: ['order.paid'] }, 'url'],
      [{ url: 'https://hooks.example.com', events: [] }, 'events'],
      [{ url: 'https://hooks.example.com', events: ['order.lost'] }, 'events'],
      [{ url: 'https://hooks.example.com' }, 'events'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toHaveProperty(field);
    }
    const listed = await owner(
      'GET',
      withQuery('/v1/webhook-endpoint', { businessId: business.businessId }),
    );
    expect(body<{ webhookEndpoints: unknown[] }>(listed).webhookEndpoints).toHaveLength(1);
  });

  it('edits and deletes an endpoint with its log', async () => {
    const other = await createEndpoint(context.app, business.owner.cookie, business.businessId, {
      url: 'https://hooks.example.com/saluni',
      events: ['order.paid'],
    });
    const edited = await owner('PUT', `/v1/webhook-endpoint/${other._id}`, {
      businessId: business.businessId,
      active: false,
      events: ['order.paid', 'order.refunded'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<{ webhookEndpoint: object }>(edited).webhookEndpoint).toMatchObject({
      active: false,
      events: ['order.paid', 'order.refunded'],
    });
    const removed = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/webhook-endpoint/${other._id}`, { businessId: business.businessId }),
      { cookie: business.owner.cookie, headers: { 'vendor-module': 'settings.Business' } },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await deliveriesOf(other._id)).length).toBe(0);
  });

  it('is closed to staff and to other businesses', async () => {
    const staff = await addMember(context.app, context.database, business.businessId, {});
    const list = withQuery('/v1/webhook-endpoint', { businessId: business.businessId });
    expect((await send(context.app, 'GET', list, { cookie: staff.cookie })).statusCode).toBe(403);
    const made = await send(context.app, 'POST', '/v1/webhook-endpoint', {
      cookie: staff.cookie,
      payload: { businessId: business.businessId, url: receiver.url(), events: ['order.paid'] },
    });
    expect(made.statusCode).toBe(403);
    const stranger = await createBusiness(context.app, 'Stranger');
    const [delivery] = await deliveriesOf(endpoint._id);
    const resend = await send(context.app, 'POST', `/v1/webhook-delivery/${delivery!._id}/resend`, {
      cookie: stranger.owner.cookie,
      payload: { businessId: stranger.businessId },
    });
    expect(resend.statusCode).toBe(404);
  });
});

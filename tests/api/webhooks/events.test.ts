import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee } from '../../../registry';
import { WEBHOOK_EVENTS } from '../../../registry/webhooks';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { payCart, seedSaleItems } from '../support/orders';
import { createRecord, sampleRecord } from '../support/records';
import { createTestApp, type TestContext } from '../support/testApp';
import { newOrder, pay, testPaymentsConfig, waitFor } from '../payments/support';
import { createEndpoint, runDeliveries, setupReceiver, WEBHOOK_TEST_SCHEDULER } from './support';

/** Every event type, each emitted once by the call that causes it and received by a local server. */
const receiver = setupReceiver();
let context: TestContext;
let business: TestBusiness;

beforeAll(async () => {
  context = await createTestApp({
    payments: testPaymentsConfig({ simulatorDelayMs: 10 }),
    scheduler: WEBHOOK_TEST_SCHEDULER,
  });
  business = await createBusiness(context.app, 'Events');
  await createEndpoint(context.app, business.owner.cookie, business.businessId, {
    url: receiver.url(),
    events: [...WEBHOOK_EVENTS],
  });
});
afterAll(() => context.close());

const owner = (method: 'POST' | 'PUT', path: string, payload: object) =>
  send(context.app, method, path, {
    cookie: business.owner.cookie,
    payload: { businessId: business.businessId, ...payload },
  });

const receivedObjects = () =>
  receiver.received.map(
    ({ raw }) => JSON.parse(raw) as { type: string; data: { object: { _id: string } } },
  );

describe('webhook events', () => {
  it('emits each event type with the document the API answered', async () => {
    const { cookie } = business.owner;
    const session = { ...context, cookie, businessId: business.businessId };
    const items = await seedSaleItems(session);
    const employeeId = (
      await createRecord(
        context.app,
        cookie,
        employee,
        business.businessId,
        sampleRecord(employee, 1),
      )
    )._id;

    const booked = await owner('POST', '/v1/appointment', {
      clientId: items.clientId,
      employeeId,
      serviceIds: [items.serviceId],
      startDate: '2027-02-01T10:00:00+03:00',
      durationInMinutes: 30,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { _id: appointmentId } = body<{ appointment: { _id: string } }>(booked).appointment;
    const moved = await owner('PUT', `/v1/appointment/${appointmentId}`, {
      startDate: '2027-02-01T11:00:00+03:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await owner('PUT', `/v1/appointment/${appointmentId}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const order = await payCart(
      { ...session, clientId: items.clientId },
      [items.entries.product],
      [{ method: 'cash', amount: items.prices.product }],
    );
    const refunded = await owner('POST', `/v1/order/${order._id}/refund`, {
      amount: items.prices.product,
      method: 'cash',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const bundleOrder = await newOrder(context.app, cookie, business.businessId);
    const payment = await pay(context.app, cookie, {
      phone_number: '+254 712 345 678',
      amount: 100,
      transactionRef: bundleOrder._id,
    });
    expect(payment.statusCode, payment.body).toBe(201);

    await waitFor(
      async () => {
        await runDeliveries(context.app, context.database.db);
        return receivedObjects().map((event) => event.type);
      },
      (types) => types.includes('payment.received'),
    );
    const events = receivedObjects();
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(WEBHOOK_EVENTS));
    const of = (type: string) => events.filter((event) => event.type === type);
    expect(of('client.created').map((event) => event.data.object._id)).toContain(items.clientId);
    expect(of('appointment.moved')[0]!.data.object).toMatchObject({
      _id: appointmentId,
      startDate: '2027-02-01T08:00:00.000Z',
    });
    expect(of('appointment.cancelled')[0]!.data.object).toMatchObject({ status: 'cancelled' });
    expect(of('order.paid')[0]!.data.object).toMatchObject({ _id: order._id, lines: order.lines });
    expect(of('order.refunded')[0]!.data.object).toMatchObject({
      _id: order._id,
      paymentStatus: 'refunded',
    });
    expect(of('payment.received')[0]!.data.object).toMatchObject({
      transactionRef: bundleOrder._id,
      status: 'paid',
      method: 'm-pesa',
    });
    // One delivery per event: a cancellation is not also a move.
    expect(of('appointment.moved')).toHaveLength(1);
  });
});

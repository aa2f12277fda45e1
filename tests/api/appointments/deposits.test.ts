import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service } from '../../../registry';
import type { Appointment } from '../../../registry/appointments';
import type { ResourceDeclaration } from '../../../registry/types';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;
let booking: Record<string, unknown>;

const create = async (resource: ResourceDeclaration, n: number) =>
  (
    await createRecord(
      context.app,
      business.owner.cookie,
      resource,
      business.businessId,
      sampleRecord(resource, n),
    )
  )._id;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Deposit Documents');
  booking = {
    businessId: business.businessId,
    clientId: await create(client, 1),
    employeeId: await create(employee, 1),
    serviceIds: [await create(service, 1)],
    startDate: '2026-11-25T10:00:00+03:00',
    durationInMinutes: 60,
  };
});

/** The appointment as the calendar's list answers it. */
const appointmentOf = async (id: string) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/appointment', {
      businessId: business.businessId,
      startDate: '2026-11-24T21:00:00.000Z',
      endDate: '2026-11-25T21:00:00.000Z',
    }),
    { cookie: business.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ appointmentPage: { docs: Appointment[] } }>(response).appointmentPage.docs.find(
    (appointment) => appointment._id === id,
  );
};

describe('the appointment document’s source and deposit', () => {
  it('a desk booking is from the back office, without a deposit', async () => {
    const response = await send(context.app, 'POST', '/v1/appointment', {
      cookie: business.owner.cookie,
      payload: booking,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(body<{ appointment: Appointment }>(response).appointment).toMatchObject({
      source: 'back-office',
      depositMinor: 0,
      depositStatus: null,
      depositDueBy: null,
    });
  });

  it('the back office cannot write them: a booking or a change naming them is refused, nothing written', async () => {
    const made = body<{ appointment: Appointment }>(
      await send(context.app, 'POST', '/v1/appointment', {
        cookie: business.owner.cookie,
        payload: { ...booking, startDate: '2026-11-25T12:00:00+03:00' },
      }),
    ).appointment;
    const attempts = [
      ['POST', '/v1/appointment', { ...booking, startDate: '2026-11-25T16:00:00+03:00' }],
      ['PUT', `/v1/appointment/${made._id}`, { businessId: business.businessId }],
    ] as const;
    for (const [method, path, payload] of attempts) {
      const before = await snapshot(context.database, business.businessId);
      const refused = await send(context.app, method, path, {
        cookie: business.owner.cookie,
        payload: { ...payload, source: 'online', depositStatus: 'paid', depositMinor: 500 },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(body<ErrorBody>(refused).error.fields ?? {}).sort()).toEqual([
        'depositMinor',
        'depositStatus',
        'source',
      ]);
      expect(await snapshot(context.database, business.businessId)).toEqual(before);
    }
  });

  it('an online booking answers where it came from and its deposit, due by an instant', async () => {
    const response = await send(context.app, 'POST', '/v1/appointment', {
      cookie: business.owner.cookie,
      payload: { ...booking, startDate: '2026-11-25T14:00:00+03:00' },
    });
    const made = body<{ appointment: Appointment }>(response).appointment;
    // As the booking site writes them.
    await context.database.query(
      `update appointments set source = 'online', deposit_minor = 120050, deposit_status = 'pending',
         deposit_due_by = '2026-11-24T09:30:00Z' where id = $1`,
      [made._id],
    );
    expect(await appointmentOf(made._id)).toMatchObject({
      source: 'online',
      depositMinor: 120_050,
      depositStatus: 'pending',
      depositDueBy: '2026-11-24T09:30:00.000Z',
    });
  });
});

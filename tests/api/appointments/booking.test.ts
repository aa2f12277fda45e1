import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service, serviceRoom } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;
let stylist: string;
let barber: string;
let clientId: string;
let otherClientId: string;
let serviceId: string;
let roomId: string;

interface AppointmentDoc {
  _id: string;
  startDate: string;
  endDate: string;
  status: string;
  location: string | null;
  employeeId: string;
}

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
  business = await createBusiness(context.app, 'Booking');
  stylist = await create(employee, 1);
  barber = await create(employee, 2);
  clientId = await create(client, 1);
  otherClientId = await create(client, 2);
  serviceId = await create(service, 1);
  roomId = await create(serviceRoom, 1);
});

/** A booking at a Nairobi wall-clock time (UTC+3, no daylight saving). */
const booking = (time: string, overrides: Record<string, unknown> = {}) => ({
  businessId: business.businessId,
  clientId,
  employeeId: stylist,
  serviceIds: [serviceId],
  startDate: `${time}+03:00`,
  durationInMinutes: 60,
  ...overrides,
});

const book = (payload: Record<string, unknown>, cookie = business.owner.cookie) =>
  send(context.app, 'POST', '/v1/appointment', { cookie, payload });

const refusedWith = async (payload: Record<string, unknown>, status: number, message?: string) => {
  const before = await snapshot(context.database, business.businessId);
  const response = await book(payload);
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(body<ErrorBody>(response).error.message).toBe(message);
  expect(await snapshot(context.database, business.businessId)).toEqual(before);
  return body<ErrorBody>(response).error;
};

describe('POST /v1/appointment', () => {
  it('books a free slot inside the staff member’s hours', async () => {
    const response = await book(
      booking('2026-11-25T10:00:00', { notes: 'Braids', location: roomId }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(body<{ appointment: AppointmentDoc }>(response).appointment).toMatchObject({
      startDate: '2026-11-25T07:00:00.000Z',
      endDate: '2026-11-25T08:00:00.000Z',
      status: 'booked',
      location: roomId,
      employeeId: stylist,
    });
  });

  it('refuses a second booking of the same staff member’s time, and of the same room, with 409 UNAVAILABLE', async () => {
    const error = await refusedWith(booking('2026-11-25T10:30:00'), 409);
    expect(error.code).toBe('UNAVAILABLE');
    await refusedWith(
      booking('2026-11-25T10:30:00', { employeeId: barber, location: roomId }),
      409,
    );
    // The same client at the same time with the barber is a conflict of its own (refusals.test.ts).
    expect(
      (await book(booking('2026-11-25T10:30:00', { employeeId: barber, clientId: otherClientId })))
        .statusCode,
    ).toBe(201);
  });

  it('refuses public holidays (Jamhuri Day), days off and times outside the hours', async () => {
    await refusedWith(
      booking('2026-12-12T10:00:00'),
      409,
      'This day is a public holiday (Jamhuri Day)',
    );
    await refusedWith(
      booking('2026-11-29T10:00:00'),
      409,
      "This time is outside the staff member's working hours",
    );
    await refusedWith(booking('2026-11-25T17:30:00'), 409);
  });

  it('keeps the business gap free around other appointments', async () => {
    await context.database.query(
      'update businesses set appointment_gap_in_minutes = 15 where id = $1',
      [business.businessId],
    );
    try {
      await refusedWith(booking('2026-11-25T11:00:00'), 409);
      expect((await book(booking('2026-11-25T11:15:00'))).statusCode).toBe(201);
    } finally {
      await context.database.query(
        'update businesses set appointment_gap_in_minutes = 0 where id = $1',
        [business.businessId],
      );
    }
  });

  it('lets an owner book over a conflict with allowOverlap, never a staff member', async () => {
    expect((await book(booking('2026-11-25T10:00:00', { allowOverlap: true }))).statusCode).toBe(
      201,
    );
    const staff = await addMember(context.app, context.database, business.businessId, {
      'appointments.Appointments': ['read', 'create'],
    });
    const before = await snapshot(context.database, business.businessId);
    expect(
      (await book(booking('2026-11-25T10:00:00', { allowOverlap: true }), staff.cookie)).statusCode,
    ).toBe(403);
    expect((await book(booking('2026-11-26T10:00:00'), staff.cookie)).statusCode).toBe(201);
    expect(before).not.toEqual(await snapshot(context.database, business.businessId));
  });

  it.each([
    ['31 February', { startDate: '2026-02-31T10:00:00+03:00' }, 'startDate'],
    ['a duration off the list', { durationInMinutes: 45 }, 'durationInMinutes'],
    ['a negative duration', { durationInMinutes: -60 }, 'durationInMinutes'],
    ['no service', { serviceIds: [] }, 'serviceIds'],
    ['no staff member', { employeeId: undefined }, 'employeeId'],
    ['no client', { clientId: undefined }, 'clientId'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('refuses %s with 422, nothing written', async (_case, overrides, field) => {
    const error = await refusedWith(booking('2026-11-27T10:00:00', overrides), 422);
    expect(error.fields?.[field]).toBeTruthy();
  });

  it("refuses another business's client, staff member, service or room with 422, nothing written", async () => {
    const other = await createBusiness(context.app, 'Elsewhere');
    const theirs = async (resource: ResourceDeclaration) =>
      (
        await createRecord(
          context.app,
          other.owner.cookie,
          resource,
          other.businessId,
          sampleRecord(resource, 9),
        )
      )._id;
    await refusedWith(booking('2026-11-27T10:00:00', { clientId: await theirs(client) }), 422);
    await refusedWith(booking('2026-11-27T10:00:00', { employeeId: await theirs(employee) }), 422);
    await refusedWith(booking('2026-11-27T10:00:00', { serviceIds: [await theirs(service)] }), 422);
    await refusedWith(booking('2026-11-27T10:00:00', { location: await theirs(serviceRoom) }), 422);
  });

  it('of 50 concurrent bookings of one slot exactly one wins; the rest are 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => book(booking('2026-11-28T09:00:00'))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  });
});

describe('GET /v1/appointment', () => {
  it('lists a range by start time with the number of distinct clients, and filters by staff and room', async () => {
    const query = {
      businessId: business.businessId,
      startDate: '2026-11-25T00:00:00+03:00',
      endDate: '2026-11-26T00:00:00+03:00',
      limit: 0,
    };
    const response = await send(context.app, 'GET', withQuery('/v1/appointment', query), {
      cookie: business.owner.cookie,
    });
    expect(response.statusCode).toBe(200);
    const page = body<{
      appointmentPage: { docs: AppointmentDoc[]; total: number; uniqueClientsCount: number };
    }>(response).appointmentPage;
    expect(page.total).toBe(4);
    expect(page.uniqueClientsCount).toBe(2);
    expect(page.docs.map((doc) => doc.startDate)).toEqual(
      [...page.docs.map((doc) => doc.startDate)].sort(),
    );
    const byRoom = await send(
      context.app,
      'GET',
      withQuery('/v1/appointment', { ...query, location: roomId }),
      { cookie: business.owner.cookie },
    );
    expect(body<{ appointmentPage: { total: number } }>(byRoom).appointmentPage.total).toBe(1);
    const byBarber = await send(
      context.app,
      'GET',
      withQuery('/v1/appointment', { ...query, employeeId: barber }),
      { cookie: business.owner.cookie },
    );
    expect(body<{ appointmentPage: { total: number } }>(byBarber).appointmentPage.total).toBe(1);
  });

  it.each([{ startDate: 'yesterday' }, { status: 'lost' }, { employeeId: 'x' }, { colour: 'red' }])(
    'refuses the query %j with 400',
    async (extra) => {
      const response = await send(
        context.app,
        'GET',
        withQuery('/v1/appointment', { businessId: business.businessId, ...extra }),
        {
          cookie: business.owner.cookie,
        },
      );
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /v1/employee/get-with-availability', () => {
  it('answers every staff member, available or not with the reason', async () => {
    const ask = (startDate: string) =>
      send(
        context.app,
        'GET',
        withQuery('/v1/employee/get-with-availability', {
          businessId: business.businessId,
          startDate,
          durationInMinutes: 60,
          serviceIds: serviceId,
        }),
        { cookie: business.owner.cookie },
      );
    const response = await ask('2026-11-25T10:00:00+03:00');
    expect(response.statusCode, response.body).toBe(200);
    const employees = body<{
      employees: { _id: string; available: boolean; reason?: string; message?: string }[];
    }>(response).employees;
    expect(employees.find((member) => member._id === stylist)).toMatchObject({
      available: false,
      reason: 'booked',
    });
    const holiday = body<{
      employees: { available: boolean; reason?: string; message?: string }[];
    }>(await ask('2026-12-12T10:00:00+03:00')).employees;
    expect(holiday.every((member) => !member.available && member.reason === 'holiday')).toBe(true);
    expect(holiday[0]!.message).toBe('This day is a public holiday (Jamhuri Day)');
    const free = body<{ employees: { available: boolean }[] }>(
      await ask('2026-11-30T15:00:00+03:00'),
    ).employees;
    expect(free.every((member) => member.available)).toBe(true);
  });
});

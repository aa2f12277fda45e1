import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service, serviceRoom } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;
let amina: string;
let baraka: string;
let wanjiru: string;
let otieno: string;
let serviceId: string;
let roomId: string;

type Refusal = ErrorBody['error'] & { details?: { dates: { date: string; holiday: string }[] } };

const create = async (
  resource: ResourceDeclaration,
  n: number,
  values: Record<string, unknown> = {},
) =>
  (
    await createRecord(context.app, business.owner.cookie, resource, business.businessId, {
      ...sampleRecord(resource, n),
      ...values,
    })
  )._id;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Refusals');
  amina = await create(employee, 1, { fullName: 'Amina Odhiambo' });
  baraka = await create(employee, 2, { fullName: 'Baraka Mwangi' });
  wanjiru = await create(client, 1, { fullName: 'Wanjiru Kamau' });
  otieno = await create(client, 2, { fullName: 'Otieno Were' });
  serviceId = await create(service, 1);
  roomId = await create(serviceRoom, 1, { name: 'Blue room' });
});

/** A booking at a Nairobi wall-clock time (UTC+3). */
const booking = (time: string, overrides: Record<string, unknown> = {}) => ({
  businessId: business.businessId,
  clientId: wanjiru,
  employeeId: amina,
  serviceIds: [serviceId],
  startDate: `${time}+03:00`,
  durationInMinutes: 60,
  ...overrides,
});

const post = (path: string, payload: Record<string, unknown>, cookie = business.owner.cookie) =>
  send(context.app, 'POST', path, { cookie, payload });

const refused = async (
  path: string,
  payload: Record<string, unknown>,
  status = 409,
  cookie = business.owner.cookie,
): Promise<Refusal> => {
  const before = await snapshot(context.database, business.businessId);
  const response = await post(path, payload, cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(context.database, business.businessId)).toEqual(before);
  return body<{ error: Refusal }>(response).error;
};

describe('a conflict names what is taken', () => {
  beforeAll(async () => {
    expect(
      (await post('/v1/appointment', booking('2026-11-25T10:00:00', { location: roomId })))
        .statusCode,
    ).toBe(201);
  });

  it('the staff member, by name', async () => {
    const error = await refused(
      '/v1/appointment',
      booking('2026-11-25T10:30:00', { clientId: otieno }),
    );
    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Amina Odhiambo is already booked at this time',
      fields: { reason: 'booked', taken: 'staff' },
    });
  });

  it('the room, by name', async () => {
    const error = await refused(
      '/v1/appointment',
      booking('2026-11-25T10:30:00', { clientId: otieno, employeeId: baraka, location: roomId }),
    );
    expect(error).toMatchObject({
      message: 'The room Blue room is already booked at this time',
      fields: { taken: 'room' },
    });
  });

  it('the client booked elsewhere, with whom', async () => {
    const error = await refused(
      '/v1/appointment',
      booking('2026-11-25T10:30:00', { employeeId: baraka }),
    );
    expect(error).toMatchObject({
      message: 'Wanjiru Kamau is already booked at this time with Amina Odhiambo',
      fields: { taken: 'client' },
    });
  });

  it('lets a client go straight from one chair to the next, and an owner book them twice over the conflict', async () => {
    expect(
      (await post('/v1/appointment', booking('2026-11-25T11:00:00', { employeeId: baraka })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          '/v1/appointment',
          booking('2026-11-25T10:30:00', { employeeId: baraka, allowOverlap: true }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('never reports an appointment as clashing with itself when it is edited', async () => {
    const created = await post(
      '/v1/appointment',
      booking('2026-11-26T10:00:00', { location: roomId }),
    );
    const { _id: id } = body<{ appointment: { _id: string } }>(created).appointment;
    const moved = await send(context.app, 'PUT', `/v1/appointment/${id}`, {
      cookie: business.owner.cookie,
      payload: {
        businessId: business.businessId,
        startDate: '2026-11-26T10:30:00+03:00',
        durationInMinutes: 90,
        notes: 'Longer',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('a weekly series over public holidays', () => {
  // Fridays 18 December 2026, Christmas Day and New Year's Day 2027 in Kenya.
  const series = (overrides: Record<string, unknown> = {}) =>
    booking('2026-12-18T10:00:00', {
      clientId: otieno,
      employeeId: baraka,
      recurringPeriod: 'week',
      repeatCount: 3,
      ...overrides,
    });

  it('names the dates that cannot be booked, and books nothing', async () => {
    const error = await refused('/v1/appointment/bulk', series());
    expect(error.fields).toEqual({ reason: 'holiday', dates: '2026-12-25,2027-01-01' });
    expect(error.details?.dates).toEqual([
      { date: '2026-12-25', holiday: 'Christmas Day' },
      { date: '2027-01-01', holiday: "New Year's Day" },
    ]);
    expect(error.message).toContain('2026-12-25 (Christmas Day)');
  });

  it('names the holidays and the refusal in the language of the person booking', async () => {
    const speak = (language: string) =>
      send(context.app, 'PUT', '/v1/user/language', {
        cookie: business.owner.cookie,
        payload: { language },
      });
    expect((await speak('sw')).statusCode).toBe(200);
    try {
      const error = await refused('/v1/appointment/bulk', series());
      expect(error.details?.dates[0]).toEqual({ date: '2026-12-25', holiday: 'Krismasi' });
      expect(error.message).toContain('sikukuu za umma');
    } finally {
      await speak('en');
    }
  });

  it('asks only about the dates not yet chosen', async () => {
    const error = await refused('/v1/appointment/bulk', series({ skipDates: ['2026-12-25'] }));
    expect(error.details?.dates.map(({ date }) => date)).toEqual(['2027-01-01']);
  });

  it('lets staff skip a holiday but not book one anyway', async () => {
    const staff = await addMember(context.app, context.database, business.businessId, {
      'appointments.Appointments': ['read', 'create'],
    });
    await refused(
      '/v1/appointment/bulk',
      series({ skipDates: ['2026-12-25'], bookAnywayDates: ['2027-01-01'] }),
      403,
      staff.cookie,
    );
  });

  it('refuses a date outside the series and a series with every date skipped (422)', async () => {
    await refused('/v1/appointment/bulk', series({ skipDates: ['2026-12-24'] }), 422);
    await refused(
      '/v1/appointment/bulk',
      series({ repeatCount: 1, startDate: '2026-12-25T10:00:00+03:00', skipDates: ['2026-12-25'] }),
      422,
    );
  });

  it('skips one date and books the other anyway, date by date', async () => {
    const response = await post(
      '/v1/appointment/bulk',
      series({ skipDates: ['2026-12-25'], bookAnywayDates: ['2027-01-01'] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const starts = body<{ appointments: { startDate: string }[] }>(response).appointments.map(
      (appointment) => appointment.startDate,
    );
    expect(starts).toEqual(['2026-12-18T07:00:00.000Z', '2027-01-01T07:00:00.000Z']);
  });
});

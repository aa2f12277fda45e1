import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service, serviceRoom } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import { wallClockOf } from '../../../server/tenancy/zonedTime';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;
let stylist: string;
let clientId: string;
let otherClientId: string;
let serviceId: string;
let roomId: string;

interface AppointmentDoc {
  _id: string;
  startDate: string;
  status: string;
  cancelledBy: string | null;
  notes: string | null;
  clientId: string;
  seriesId: string | null;
  location: string | null;
  statusHistory: { status: string; cancelledBy?: string }[];
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
  business = await createBusiness(context.app, 'Changes');
  stylist = await create(employee, 1);
  clientId = await create(client, 1);
  otherClientId = await create(client, 2);
  serviceId = await create(service, 1);
  roomId = await create(serviceRoom, 1);
});

const booking = (time: string, overrides: Record<string, unknown> = {}) => ({
  businessId: business.businessId,
  clientId,
  employeeId: stylist,
  serviceIds: [serviceId],
  startDate: `${time}+03:00`,
  durationInMinutes: 60,
  ...overrides,
});

const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  path: string,
  payload?: Record<string, unknown>,
  headers?: Record<string, string>,
) => send(context.app, method, path, { cookie: business.owner.cookie, payload, headers });

const book = async (time: string, overrides: Record<string, unknown> = {}) => {
  const response = await call('POST', '/v1/appointment', booking(time, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return body<{ appointment: AppointmentDoc }>(response).appointment;
};

const change = (id: string, payload: Record<string, unknown>, path = `/v1/appointment/${id}`) =>
  call('PUT', path, { businessId: business.businessId, ...payload });

describe('PUT /v1/appointment/{id}', () => {
  it('moves an appointment through the rule, its own time left out', async () => {
    const appointment = await book('2026-12-01T10:00:00');
    await book('2026-12-01T12:00:00');
    const later = await change(appointment._id, { startDate: '2026-12-01T10:30:00+03:00' });
    expect(later.statusCode, later.body).toBe(200);
    expect(body<{ appointment: AppointmentDoc }>(later).appointment.startDate).toBe(
      '2026-12-01T07:30:00.000Z',
    );
    const before = await snapshot(context.database, business.businessId);
    const clash = await change(appointment._id, { startDate: '2026-12-01T11:30:00+03:00' });
    expect(clash.statusCode).toBe(409);
    expect(body<ErrorBody>(clash).error.code).toBe('UNAVAILABLE');
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('edits the notes of an appointment whose day the rule would now refuse', async () => {
    const appointment = await book('2026-12-02T10:00:00');
    await context.database.query(`update employees set working_hours = '[]'::jsonb where id = $1`, [
      stylist,
    ]);
    try {
      const response = await change(appointment._id, { notes: 'Bring the colour chart' });
      expect(response.statusCode, response.body).toBe(200);
      expect(body<{ appointment: AppointmentDoc }>(response).appointment.notes).toBe(
        'Bring the colour chart',
      );
    } finally {
      await context.database.query(`update employees set working_hours = default where id = $1`, [
        stylist,
      ]);
    }
  });

  it('cancels with who cancelled and a history; the time is free again, and reviving it checks the rule', async () => {
    const appointment = await book('2026-12-03T10:00:00');
    const cancelled = await change(appointment._id, { status: 'cancelled', cancelledBy: 'client' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<{ appointment: AppointmentDoc }>(cancelled).appointment).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      statusHistory: [{ status: 'booked' }, { status: 'cancelled', cancelledBy: 'client' }],
    });
    await book('2026-12-03T10:00:00');
    expect((await change(appointment._id, { status: 'booked' })).statusCode).toBe(409);
    const byBusiness = await book('2026-12-03T14:00:00');
    expect(
      body<{ appointment: AppointmentDoc }>(await change(byBusiness._id, { status: 'cancelled' }))
        .appointment.cancelledBy,
    ).toBe('business');
  });

  it.each([
    ['an unknown status', { status: 'lost' }, 422],
    ['another business’s id', { clientId: '00000000-0000-4000-8000-000000000000' }, 422],
    ['a duration off the list', { durationInMinutes: 45 }, 422],
  ])('refuses %s', async (_case, payload, status) => {
    const appointment = await book('2026-12-04T10:00:00');
    expect((await change(appointment._id, payload)).statusCode).toBe(status);
    await call(
      'DELETE',
      withQuery('/v1/appointment', { businessId: business.businessId, id: appointment._id }),
      undefined,
      {
        'vendor-module': 'appointments.Appointments',
      },
    );
  });

  it('is 404 for an unknown appointment', async () => {
    expect((await change('00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /v1/appointment/client-update/{id}', () => {
  it('changes the client, notes and time through the rule, and nothing else', async () => {
    const appointment = await book('2026-12-07T10:00:00');
    const path = `/v1/appointment/client-update/${appointment._id}`;
    const response = await change(
      appointment._id,
      { clientId: otherClientId, notes: 'Moved by phone', startDate: '2026-12-07T11:00:00+03:00' },
      path,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ appointment: AppointmentDoc }>(response).appointment).toMatchObject({
      clientId: otherClientId,
      notes: 'Moved by phone',
    });
    expect((await change(appointment._id, { employeeId: stylist }, path)).statusCode).toBe(422);
    expect(
      (await change(appointment._id, { startDate: '2026-12-12T11:00:00+03:00' }, path)).statusCode,
    ).toBe(409);
  });

  it('refuses an empty clientId with 422 on the field and changes nothing', async () => {
    const appointment = await book('2026-12-07T14:00:00');
    const before = await snapshot(context.database, business.businessId);
    const response = await change(
      appointment._id,
      { clientId: '' },
      `/v1/appointment/client-update/${appointment._id}`,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      clientId: 'Must be the id of a record',
    });
    // The full change refuses every empty id the same way, a room or form to clear being null.
    for (const field of ['clientId', 'employeeId', 'location', 'consultationFormId']) {
      const full = await change(appointment._id, { [field]: '' });
      expect(full.statusCode, full.body).toBe(422);
      expect(body<ErrorBody>(full).error.fields).toEqual({ [field]: 'Must be the id of a record' });
    }
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});

describe('POST /v1/appointment/bulk', () => {
  it('books a weekly series of 4 in one go, sharing a series id', async () => {
    const response = await call('POST', '/v1/appointment/bulk', {
      ...booking('2026-12-08T09:00:00'),
      recurringPeriod: 'week',
      repeatCount: 4,
    });
    expect(response.statusCode, response.body).toBe(201);
    const series = body<{ appointments: AppointmentDoc[] }>(response).appointments;
    expect(series.map((item) => wallClockOf(new Date(item.startDate), 'Africa/Nairobi'))).toEqual([
      '2026-12-08T09:00:00',
      '2026-12-15T09:00:00',
      '2026-12-22T09:00:00',
      '2026-12-29T09:00:00',
    ]);
    expect(new Set(series.map((item) => item.seriesId)).size).toBe(1);
  });

  it('books all or none: one unavailable occurrence refuses the series and writes nothing', async () => {
    const before = await snapshot(context.database, business.businessId);
    // The third Saturday is Jamhuri Day (12 December 2026).
    const response = await call('POST', '/v1/appointment/bulk', {
      ...booking('2026-11-28T09:00:00'),
      recurringPeriod: 'week',
      repeatCount: 3,
    });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error.message).toBe(
      'Some dates of this series are public holidays: 2026-12-12 (Jamhuri Day). Skip them or book them anyway.',
    );
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it.each([
    ['no period', { repeatCount: 2 }, 'recurringPeriod', 'Recurring perion is required'],
    [
      'an unknown period',
      { recurringPeriod: 'daily', repeatCount: 2 },
      'recurringPeriod',
      undefined,
    ],
    ['a repeat count of 0', { recurringPeriod: 'week', repeatCount: 0 }, 'repeatCount', undefined],
  ])('refuses %s with 422', async (_case, extra, field, message) => {
    const response = await call('POST', '/v1/appointment/bulk', {
      ...booking('2027-01-05T09:00:00'),
      ...extra,
    });
    expect(response.statusCode).toBe(422);
    const error = body<ErrorBody>(response).error;
    expect(error.fields?.[field]).toBeTruthy();
    if (message) expect(error.fields?.[field]).toBe(message);
  });

  it('refuses a first day outside 1900-01-01 to 2999-12-31 with 422 on startDate, and writes nothing', async () => {
    const before = await snapshot(context.database, business.businessId);
    for (const time of ['9999-12-31T09:00:00', '3000-01-01T09:00:00', '0001-01-01T09:00:00']) {
      const response = await call('POST', '/v1/appointment/bulk', {
        ...booking(time),
        recurringPeriod: '6-month',
        repeatCount: 52,
      });
      expect(response.statusCode, `${time}: ${response.body}`).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        startDate: 'Must be a date from 1900-01-01 to 2999-12-31',
      });
    }
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('keeps a Sydney 10:00 at 10:00 across the start of daylight saving', async () => {
    await context.database.query(
      `update businesses set country = 'AU', state = 'NSW', timezone = 'Australia/Sydney' where id = $1`,
      [business.businessId],
    );
    try {
      const response = await call('POST', '/v1/appointment/bulk', {
        ...booking('2026-09-29T10:00:00'),
        startDate: '2026-09-29T10:00:00+10:00',
        recurringPeriod: 'week',
        repeatCount: 2,
      });
      expect(response.statusCode, response.body).toBe(201);
      const starts = body<{ appointments: AppointmentDoc[] }>(response).appointments.map(
        (item) => item.startDate,
      );
      expect(starts).toEqual(['2026-09-29T00:00:00.000Z', '2026-10-05T23:00:00.000Z']);
    } finally {
      await context.database.query(
        `update businesses set country = 'KE', state = null, timezone = 'Africa/Nairobi' where id = $1`,
        [business.businessId],
      );
    }
  });
});

describe('counts, rooms and deletes', () => {
  it('counts with the list’s filters', async () => {
    const query = {
      businessId: business.businessId,
      startDate: '2026-12-08T00:00:00+03:00',
      endDate: '2026-12-30T00:00:00+03:00',
    };
    const response = await call('GET', withQuery('/v1/appointment/count', query));
    expect(response.statusCode).toBe(200);
    expect(body<{ appointmentCount: number }>(response).appointmentCount).toBe(4);
  });

  it('groups a day’s appointments by room, with one group for no room', async () => {
    await book('2026-12-09T10:00:00', { location: roomId });
    await book('2026-12-09T12:00:00');
    const response = await call(
      'GET',
      withQuery('/v1/appointment/grouped-by-room', {
        businessId: business.businessId,
        date: '2026-12-09',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const groups = body<{
      groupedAppointments: { room: { _id: string } | null; appointments: AppointmentDoc[] }[];
    }>(response).groupedAppointments;
    expect(groups.map((group) => [group.room?._id ?? null, group.appointments.length])).toEqual([
      [roomId, 1],
      [null, 1],
    ]);
    expect(
      (
        await call(
          'GET',
          withQuery('/v1/appointment/grouped-by-room', {
            businessId: business.businessId,
            date: '2026-02-31',
          }),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('deletes by id with the vendor-module, one or several', async () => {
    const first = await book('2026-12-10T10:00:00');
    const second = await book('2026-12-10T12:00:00');
    const third = await book('2026-12-10T14:00:00');
    const vendor = { 'vendor-module': 'appointments.Appointments' };
    expect(
      (
        await call(
          'DELETE',
          withQuery(`/v1/appointment/${first._id}`, { businessId: business.businessId }),
        )
      ).statusCode,
    ).toBe(400);
    const one = await call(
      'DELETE',
      withQuery(`/v1/appointment/${first._id}`, { businessId: business.businessId }),
      undefined,
      vendor,
    );
    expect(one.statusCode).toBe(200);
    const several = await call(
      'DELETE',
      withQuery('/v1/appointment', {
        businessId: business.businessId,
        id: `${second._id},${third._id}`,
      }),
      undefined,
      vendor,
    );
    expect(body<{ deleted: AppointmentDoc[] }>(several).deleted).toHaveLength(2);
    expect(
      (
        await call(
          'DELETE',
          withQuery(`/v1/appointment/${first._id}`, { businessId: business.businessId }),
          undefined,
          vendor,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a staff member or client who has appointments: deleting them is 409 and changes nothing', async () => {
    const before = await snapshot(context.database, business.businessId);
    const staff = await call(
      'DELETE',
      withQuery(`${employee.path}/${stylist}`, { businessId: business.businessId }),
      undefined,
      {
        'vendor-module': employee.module,
      },
    );
    expect(staff.statusCode).toBe(409);
    expect(body<ErrorBody>(staff).error.message).toBe(
      'This staff member has appointments, so they cannot be deleted',
    );
    const person = await call(
      'DELETE',
      withQuery(`${client.path}/${clientId}`, { businessId: business.businessId }),
      undefined,
      {
        'vendor-module': client.module,
      },
    );
    expect(person.statusCode).toBe(409);
    expect(body<ErrorBody>(person).error.message).toBe(
      'This client has appointments, so they cannot be deleted',
    );
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});

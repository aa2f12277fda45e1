import { beforeAll, describe, expect, it } from 'vitest';
import type { FreeTimes } from '../../../registry/bookingSite';
import { publicHolidayOn } from '../../../server/appointments/availability';
import { secretTokenHash } from '../../../server/http/secretTokens';
import { addToWallClock, instantOf, localDate } from '../../../server/tenancy/zonedTime';
import { body, send, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';
import {
  addAppointment,
  addEmployee,
  addService,
  askHold,
  at,
  expireHolds,
  holdBody,
  seedSite,
  timesOf,
  dayIn,
  type SeededSite,
} from './siteSeed';

const context = setupTestApp();

const freeTimes = async (
  site: SeededSite,
  query: { serviceIds: string[]; employeeId?: string; date: string },
) => {
  const response = await timesOf(context.app, site.slug, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ freeTimes: FreeTimes }>(response).freeTimes;
};
const clockTimes = async (...args: Parameters<typeof freeTimes>) =>
  (await freeTimes(...args)).times.map((time) => time.time);

/** 09:00 to 16:00 every `step` minutes (a 60-minute visit ending by 17:00). */
const dayOf = (step: number, lastStart = '16:00') => {
  const times: string[] = [];
  for (let minutes = 9 * 60; ; minutes += step) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    if (time > lastStart) return times;
    times.push(time);
  }
};

let site: SeededSite;
let amina: string;
let brian: string;
let braids: string;
let wash: string;
let date: string;

beforeAll(async () => {
  site = await seedSite(context.app, context.database, { gap: 15 });
  amina = await addEmployee(site, 'Amina Otieno');
  brian = await addEmployee(site, 'Brian Kiprop');
  await addEmployee(site, 'Offline Staff', { takesOnlineBookings: false });
  braids = await addService(site, 'Braids', { durationInMinutes: 60, performerIds: [amina] });
  wash = await addService(site, 'Wash', { durationInMinutes: 30 });
  date = dayIn(site, 3);
});

describe('GET /v1/book/:slug/times', () => {
  it('offers starts on the grid within the hours, for the sum of the services', async () => {
    expect(await clockTimes(site, { serviceIds: [braids], employeeId: amina, date })).toEqual(
      dayOf(30),
    );
    const visit = await freeTimes(site, { serviceIds: [braids, wash], employeeId: amina, date });
    expect(visit.durationInMinutes).toBe(90);
    expect(visit.times.map((time) => time.time)).toEqual(dayOf(30, '15:30'));
    expect(visit.times[0]!.start).toBe(at(site, date, '09:00'));
  });

  it('hides the times an appointment and its gap take, and only for its employee', async () => {
    const day = dayIn(site, 4);
    await addAppointment(site, amina, `${day}T11:00:00`, 60);
    const taken = ['10:00', '10:30', '11:00', '11:30', '12:00'];
    expect(await clockTimes(site, { serviceIds: [braids], employeeId: amina, date: day })).toEqual(
      dayOf(30).filter((time) => !taken.includes(time)),
    );
    expect(await clockTimes(site, { serviceIds: [wash], employeeId: brian, date: day })).toEqual(
      dayOf(30, '16:30'),
    );
  });

  it('a cancelled appointment takes no time', async () => {
    const day = dayIn(site, 5);
    await addAppointment(site, amina, `${day}T11:00:00`, 60, { status: 'cancelled' });
    expect(await clockTimes(site, { serviceIds: [braids], employeeId: amina, date: day })).toEqual(
      dayOf(30),
    );
  });

  it('anyone: the union of the staff who may perform every service', async () => {
    const day = dayIn(site, 6);
    await addAppointment(site, amina, `${day}T09:00:00`, 480);
    // Only Amina performs braids: nobody is free for them.
    expect(await clockTimes(site, { serviceIds: [braids], date: day })).toEqual([]);
    // Anyone performs a wash: Brian is free all day.
    expect(await clockTimes(site, { serviceIds: [wash], date: day })).toEqual(dayOf(30, '16:30'));
    await addAppointment(site, brian, `${day}T13:00:00`, 60);
    expect(await clockTimes(site, { serviceIds: [wash], date: day })).toEqual(
      dayOf(30, '16:30').filter((time) => !['12:30', '13:00', '13:30', '14:00'].includes(time)),
    );
  });

  it('a live hold hides its time like an appointment; an expired one frees it', async () => {
    const day = dayIn(site, 7);
    const held = await askHold(
      context.app,
      site.slug,
      holdBody([wash], brian, at(site, day, '10:00')),
      '127.0.0.9',
    );
    expect(held.statusCode, held.body).toBe(201);
    const brianTimes = () => clockTimes(site, { serviceIds: [wash], employeeId: brian, date: day });
    expect(await brianTimes()).not.toContain('10:00');
    expect(await brianTimes()).not.toContain('10:30');
    await expireHolds(site);
    expect(await brianTimes()).toEqual(dayOf(30, '16:30'));
  });

  it('refuses services and staff the site does not offer, as a 422 on the field', async () => {
    const desk = await addService(site, 'Desk only', { bookableOnline: false });
    const offline = await addEmployee(site, 'Offline Two', { takesOnlineBookings: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceIds: [desk], date }, 'serviceIds'],
      [{ serviceIds: ['0190a5a0-0000-7000-8000-000000000000'], date }, 'serviceIds'],
      [{ serviceIds: [braids], employeeId: brian, date }, 'employeeId'],
      [{ serviceIds: [wash], employeeId: offline, date }, 'employeeId'],
    ];
    for (const [query, field] of cases) {
      const response = await timesOf(context.app, site.slug, query as never);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(body<ErrorBody>(response).error.fields?.[field]).toBeTruthy();
    }
  });

  it('answers bad queries with a 4xx naming the field, never a 5xx', async () => {
    const base = `/v1/book/${site.slug}/times`;
    const cases: [string, number, string | undefined][] = [
      [`${base}?serviceIds=${wash}&employeeId=any`, 422, 'date'],
      [`${base}?serviceIds=${wash}&employeeId=any&date=2027-02-31`, 422, 'date'],
      [`${base}?serviceIds=${wash}&employeeId=any&date=tomorrow`, 422, 'date'],
      [`${base}?serviceIds=nope&employeeId=any&date=${date}`, 422, 'serviceIds'],
      [`${base}?employeeId=any&date=${date}`, 422, 'serviceIds'],
      [`${base}?serviceIds=${wash}&employeeId=someone&date=${date}`, 422, 'employeeId'],
      [`${base}?serviceIds=${wash}&date=${date}`, 422, 'employeeId'],
      [`${base}?serviceIds=${wash}&employeeId=any&date=${date}&clientId=x`, 400, undefined],
      [
        `/v1/book/no-such-site/times?serviceIds=${wash}&employeeId=any&date=${date}`,
        404,
        undefined,
      ],
    ];
    for (const [url, status, field] of cases) {
      const response = await send(context.app, 'GET', url);
      expect(response.statusCode, url).toBe(status);
      if (field) expect(body<ErrorBody>(response).error.fields?.[field], url).toBeTruthy();
    }
  });
});

describe('the site rules', () => {
  it('keeps the lead time and the horizon: nothing before or past them', async () => {
    const ahead = await seedSite(context.app, context.database, {
      leadTimeMinutes: 7 * 24 * 60,
      horizonDays: 10,
      opensOnHolidays: true,
    });
    const member = await addEmployee(ahead, 'Chao');
    const service = await addService(ahead, 'Cut');
    const times = (days: number) =>
      clockTimes(ahead, { serviceIds: [service], employeeId: member, date: dayIn(ahead, days) });
    expect(await times(3)).toEqual([]);
    expect(await times(8)).toEqual(dayOf(30));
    expect(await times(10)).toEqual(dayOf(30));
    expect(await times(11)).toEqual([]);
  });

  it('offers starts every start interval of the site', async () => {
    const hourly = await seedSite(context.app, context.database, {
      startIntervalMinutes: 60,
      opensOnHolidays: true,
    });
    const member = await addEmployee(hourly, 'Dee');
    const service = await addService(hourly, 'Cut', { durationInMinutes: 90 });
    expect(
      await clockTimes(hourly, {
        serviceIds: [service],
        employeeId: member,
        date: dayIn(hourly, 2),
      }),
    ).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('closes public holidays of the business country', async () => {
    const closed = await seedSite(context.app, context.database, {
      horizonDays: 365,
      opensOnHolidays: false,
    });
    const member = await addEmployee(closed, 'Esther');
    const service = await addService(closed, 'Cut');
    let holiday = '';
    for (let n = 2; !holiday; n++) {
      const day = addToWallClock(
        `${localDate(new Date(), closed.timezone)}T00:00:00`,
        n,
        'day',
      ).slice(0, 10);
      if (publicHolidayOn({ country: 'KE', state: null }, day)) holiday = day;
    }
    expect(
      await clockTimes(closed, { serviceIds: [service], employeeId: member, date: holiday }),
    ).toEqual([]);
  });

  it("a Sydney salon's times stay on its clock across a daylight-saving change", async () => {
    const sydney = await seedSite(context.app, context.database, {
      country: 'AU',
      horizonDays: 365,
      opensOnHolidays: true,
    });
    const member = await addEmployee(sydney, 'Frankie');
    const service = await addService(sydney, 'Colour');
    const offsetOf = (day: string) =>
      Date.parse(`${day}T12:00:00Z`) - instantOf(`${day}T12:00:00`, sydney.timezone).getTime();
    let change = '';
    for (let n = 3; !change; n++) {
      const day = dayIn(sydney, n);
      const before = addToWallClock(`${day}T00:00:00`, -1, 'day').slice(0, 10);
      if (offsetOf(day) !== offsetOf(before)) change = day;
    }
    const before = addToWallClock(`${change}T00:00:00`, -1, 'day').slice(0, 10);
    const onChange = await freeTimes(sydney, {
      serviceIds: [service],
      employeeId: member,
      date: change,
    });
    const dayBefore = await freeTimes(sydney, {
      serviceIds: [service],
      employeeId: member,
      date: before,
    });
    expect(onChange.times.map((time) => time.time)).toEqual(dayOf(30));
    expect(dayBefore.times.map((time) => time.time)).toEqual(dayOf(30));
    expect(onChange.times[0]!.start).toBe(at(sydney, change, '09:00'));
    const hourOf = (iso: string) => new Date(iso).getUTCHours();
    // 09:00 in Sydney is 22:00 or 23:00 UTC the day before, one hour apart across the change.
    expect(Math.abs(hourOf(onChange.times[0]!.start) - hourOf(dayBefore.times[0]!.start))).toBe(1);
  });
});

describe('GET /v1/book/manage/:token/times', () => {
  it("offers the booking's own time back, and is a 404 for an unknown token", async () => {
    const day = dayIn(site, 8);
    const token = 'manage-secret-for-the-test';
    await addAppointment(site, amina, `${day}T11:00:00`, 60, {
      serviceIds: [braids],
      manageTokenHash: secretTokenHash(token),
      source: 'online',
    });
    await addAppointment(site, amina, `${day}T14:00:00`, 60);
    const response = await send(context.app, 'GET', `/v1/book/manage/${token}/times?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const { times, durationInMinutes } = body<{ freeTimes: FreeTimes }>(response).freeTimes;
    expect(durationInMinutes).toBe(60);
    expect(times.map((time) => time.time)).toEqual(
      dayOf(30).filter((time) => !['13:00', '13:30', '14:00', '14:30', '15:00'].includes(time)),
    );
    expect(
      (await send(context.app, 'GET', `/v1/book/manage/other-token/times?date=${day}`)).statusCode,
    ).toBe(404);
    expect(
      (await send(context.app, 'GET', `/v1/book/manage/${token}/times?date=x`)).statusCode,
    ).toBe(422);
  });
});

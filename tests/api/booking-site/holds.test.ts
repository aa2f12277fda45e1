import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES, type HoldDocument } from '../../../registry/bookingSite';
import { client } from '../../../registry';
import { checkSiteSlot } from '../../../server/booking-site/siteSlot';
import { HOLDS_PER_ADDRESS_HOUR } from '../../../server/booking-site/holds';
import { bookingHolds } from '../../../server/db/schema';
import { secretTokenHash } from '../../../server/http/secretTokens';
import { body, send, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
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
  dayIn,
  type SeededSite,
} from './siteSeed';

const context = setupTestApp();
let site: SeededSite;
let amina: string;
let brian: string;
let braids: string;
let wash: string;

const holdsOf = (s: SeededSite) =>
  s.db.select().from(bookingHolds).where(eq(bookingHolds.businessId, s.businessId));

beforeAll(async () => {
  site = await seedSite(context.app, context.database, { startIntervalMinutes: 30 });
  amina = await addEmployee(site, 'Amina Otieno');
  brian = await addEmployee(site, 'Brian Kiprop');
  braids = await addService(site, 'Braids', {
    price: 1234.5,
    durationInMinutes: 60,
    depositRule: { kind: 'percent', amount: 15, appliesTo: 'newClients' },
  });
  wash = await addService(site, 'Wash', { price: 500, durationInMinutes: 30 });
});

describe('POST /v1/book/:slug/hold', () => {
  it('holds the slot for ten minutes, keeping only hashes of the token and the address', async () => {
    const day = dayIn(site, 3);
    const response = await askHold(
      context.app,
      site.slug,
      holdBody([braids, wash], amina, at(site, day, '10:00')),
      '127.0.1.1',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { hold } = body<{ hold: HoldDocument }>(response);
    expect(hold).toMatchObject({
      start: at(site, day, '10:00'),
      durationInMinutes: 90,
      employee: { _id: amina, fullName: 'Amina Otieno' },
      services: [
        { _id: braids, name: 'Braids', priceMinor: 123_450 },
        { _id: wash, name: 'Wash', priceMinor: 50_000 },
      ],
      // 15% of KES 1,234.50, rounded up to the shilling for M-Pesa.
      depositMinor: 18_600,
    });
    const life = Date.parse(hold.expiresAt) - Date.now();
    expect(life).toBeGreaterThan((HOLD_MINUTES - 1) * 60_000);
    expect(life).toBeLessThanOrEqual(HOLD_MINUTES * 60_000 + 5_000);
    const [row] = (await holdsOf(site)).filter(
      (h) => h.tokenHash === secretTokenHash(hold.holdToken),
    );
    expect(row).toMatchObject({ status: 'held', employeeId: amina, durationInMinutes: 90 });
    expect(row!.addressHash).toBe(secretTokenHash(`127.0.1.1|${site.businessId}`));
    expect(JSON.stringify(row)).not.toContain(hold.holdToken);
    expect(JSON.stringify(row)).not.toContain('127.0.1.1');
  });

  it('a held slot is refused to a second visitor, and free again once the hold expires', async () => {
    const day = dayIn(site, 4);
    const payload = holdBody([wash], brian, at(site, day, '11:00'));
    expect((await askHold(context.app, site.slug, payload, '127.0.2.1')).statusCode).toBe(201);
    const second = await askHold(context.app, site.slug, payload, '127.0.2.2');
    expect(second.statusCode).toBe(409);
    expect(body<ErrorBody>(second).error.message).toBe(
      'This time is no longer free; choose another',
    );
    await expireHolds(site);
    expect((await askHold(context.app, site.slug, payload, '127.0.2.2')).statusCode).toBe(201);
  });

  it('anyone: the free staff member least busy that day takes the hold', async () => {
    const day = dayIn(site, 5);
    await addAppointment(site, amina, `${day}T14:00:00`, 60);
    // Both are free at 09:00; Amina has an hour booked that day, Brian nothing.
    const first = await askHold(
      context.app,
      site.slug,
      holdBody([wash], null, at(site, day, '09:00')),
      '127.0.3.1',
    );
    expect(body<{ hold: HoldDocument }>(first).hold.employee._id).toBe(brian);
    // Brian now holds 09:00: the next visitor gets Amina although her day is busier.
    const second = await askHold(
      context.app,
      site.slug,
      holdBody([wash], null, at(site, day, '09:00')),
      '127.0.3.2',
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(body<{ hold: HoldDocument }>(second).hold.employee._id).toBe(amina);
    const third = await askHold(
      context.app,
      site.slug,
      holdBody([wash], null, at(site, day, '09:00')),
      '127.0.3.3',
    );
    expect(third.statusCode).toBe(409);
  });

  it('the back office cannot book a held slot, and says why', async () => {
    const day = dayIn(site, 6);
    const held = await askHold(
      context.app,
      site.slug,
      holdBody([wash], amina, at(site, day, '12:00')),
      '127.0.4.1',
    );
    expect(held.statusCode).toBe(201);
    const clientId = (
      await createRecord(
        context.app,
        site.owner.cookie,
        client,
        site.businessId,
        sampleRecord(client, 1),
      )
    )._id;
    const desk = (startTime: string) =>
      send(context.app, 'POST', '/v1/appointment', {
        cookie: site.owner.cookie,
        payload: {
          businessId: site.businessId,
          clientId,
          employeeId: amina,
          serviceIds: [wash],
          startDate: at(site, day, startTime),
          durationInMinutes: 30,
        },
      });
    const refused = await desk('12:00');
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error.message).toBe(
      'Amina Otieno has this time held for a client booking online',
    );
    // The staff picker shows Amina taken at that time too.
    const picker = await send(
      context.app,
      'GET',
      `/v1/employee/get-with-availability?businessId=${site.businessId}&startDate=${encodeURIComponent(at(site, day, '12:00'))}&durationInMinutes=30`,
      { cookie: site.owner.cookie },
    );
    expect(picker.statusCode, picker.body).toBe(200);
    expect(JSON.stringify(picker.json())).toMatch(
      new RegExp(`"_id":"${amina}"[^}]*"available":false[^}]*"reason":"booked"`),
    );
    await expireHolds(site);
    expect((await desk('12:00')).statusCode).toBe(201);
  });

  it('refuses times off the grid, too soon or past the horizon, naming the start', async () => {
    const day = dayIn(site, 7);
    const cases = [
      at(site, day, '10:10'),
      new Date(Date.now() - 3_600_000).toISOString(),
      at(site, dayIn(site, 90), '10:00'),
    ];
    for (const start of cases) {
      const response = await askHold(
        context.app,
        site.slug,
        holdBody([wash], amina, start),
        '127.0.5.1',
      );
      expect(response.statusCode, start).toBe(422);
      expect(body<ErrorBody>(response).error.fields?.start, start).toBeTruthy();
    }
    const closed = await askHold(
      context.app,
      site.slug,
      holdBody([wash], amina, at(site, day, '20:00')),
      '127.0.5.1',
    );
    expect(closed.statusCode).toBe(409);
  });

  it('refuses a bot: the hidden field filled or a form sent too fast, with nothing stored', async () => {
    const before = (await holdsOf(site)).length;
    const start = at(site, dayIn(site, 8), '10:00');
    for (const payload of [
      { ...holdBody([wash], amina, start), website: 'https://spam.example' },
      { ...holdBody([wash], amina, start), elapsedMs: 400 },
    ]) {
      const response = await askHold(context.app, site.slug, payload, '127.0.6.1');
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.message).toBe(
        'We could not hold this time. Please try again.',
      );
    }
    expect((await holdsOf(site)).length).toBe(before);
  });

  it('answers bad bodies with a 422 naming the field, never a 5xx', async () => {
    const start = at(site, dayIn(site, 8), '10:00');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...holdBody([], amina, start) }, 'serviceIds'],
      [{ ...holdBody(['x'], amina, start) }, 'serviceIds'],
      [{ ...holdBody([wash], 'x', start) }, 'employeeId'],
      [{ ...holdBody([wash], amina, '2027-02-31T10:00:00Z') }, 'start'],
      [{ ...holdBody([wash], amina, start), clientId: 'x' }, 'clientId'],
      [{ ...holdBody([wash], amina, start), language: 'fr' }, 'language'],
    ];
    for (const [payload, field] of cases) {
      const response = await askHold(context.app, site.slug, payload, '127.0.7.1');
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(body<ErrorBody>(response).error.fields ?? {}), response.body).toContain(
        field,
      );
    }
    const { employeeId: _, ...withoutEmployee } = holdBody([wash], amina, start);
    expect((await askHold(context.app, site.slug, withoutEmployee, '127.0.7.1')).statusCode).toBe(
      422,
    );
    expect(
      (await askHold(context.app, 'no-such-site', holdBody([wash], amina, start))).statusCode,
    ).toBe(404);
  });
});

describe('a flood of holds from one address', () => {
  it('keeps two live holds per address, then an hourly limit counts every try', async () => {
    const flood = await seedSite(context.app, context.database);
    const member = await addEmployee(flood, 'Grace');
    const service = await addService(flood, 'Cut', { durationInMinutes: 30 });
    const day = dayIn(flood, 3);
    const hold = (time: string) =>
      askHold(
        context.app,
        flood.slug,
        holdBody([service], member, at(flood, day, time)),
        '127.0.8.1',
      );
    expect((await hold('09:00')).statusCode).toBe(201);
    expect((await hold('10:00')).statusCode).toBe(201);
    const third = await hold('11:00');
    expect(third.statusCode).toBe(429);
    expect(body<ErrorBody>(third).error.message).toMatch(/^Two times are already held/);
    // Another address is not held back.
    expect(
      (
        await askHold(
          context.app,
          flood.slug,
          holdBody([service], member, at(flood, day, '11:00')),
          '127.0.8.2',
        )
      ).statusCode,
    ).toBe(201);
    await expireHolds(flood);
    for (let n = 3; n < HOLDS_PER_ADDRESS_HOUR; n++) await hold('12:00');
    const limited = await hold('13:00');
    expect(limited.statusCode).toBe(429);
    expect(body<ErrorBody>(limited).error.message).toMatch(
      /^Too many times held from this connection/,
    );
  });
});

describe('checkSiteSlot', () => {
  it('leaves out the hold it is told to, and counts every other', async () => {
    const day = dayIn(site, 9);
    const start = at(site, day, '15:00');
    const response = await askHold(
      context.app,
      site.slug,
      holdBody([wash], brian, start),
      '127.0.9.1',
    );
    const { hold } = body<{ hold: HoldDocument }>(response);
    const [row] = (await holdsOf(site)).filter(
      (h) => h.tokenHash === secretTokenHash(hold.holdToken),
    );
    const request = {
      employeeId: brian,
      serviceIds: [wash],
      start: new Date(start),
      durationInMinutes: 30,
    };
    const check = (except: { holdId?: string }) =>
      context.database.db.transaction((tx) => checkSiteSlot(tx, site.businessId, request, except));
    await expect(check({})).rejects.toMatchObject({ statusCode: 409 });
    await expect(check({ holdId: row!.id })).resolves.toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service, serviceRoom } from '../../../registry';
import {
  STARTER_SERVICES,
  type FirstRunChecklist,
  type StarterServicesResult,
} from '../../../registry/firstRun';
import { businesses } from '../../../server/db/schema';
import { addMember, createBusiness, signUp, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let home: TestBusiness;

const checklist = async (business: TestBusiness, cookie = business.owner.cookie) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/first-run', { businessId: business.businessId }),
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ firstRun: FirstRunChecklist }>(response).firstRun.steps;
};

const addStarters = (
  business: TestBusiness,
  payload: Record<string, unknown>,
  cookie = business.owner.cookie,
) =>
  send(context.app, 'POST', '/v1/service/starter', {
    cookie,
    payload: { businessId: business.businessId, ...payload },
  });

const servicesOf = async (business: TestBusiness) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/service', { businessId: business.businessId, limit: 100 }),
    { cookie: business.owner.cookie },
  );
  return body<{ servicePage: { docs: { name: string; advancedPricing: unknown }[] } }>(response)
    .servicePage.docs;
};

const hairKeys = STARTER_SERVICES.filter((item) => item.salonType === 'hair').map(
  (item) => item.key,
);

beforeAll(async () => {
  home = await createBusiness(context.app, 'First run');
});

describe('GET /v1/first-run', () => {
  it('ticks each step from the business’s own records, one at a time', async () => {
    const business = await createBusiness(context.app, 'Checklist');
    expect(await checklist(business)).toEqual({
      settings: false,
      services: false,
      staff: false,
      rooms: false,
      sms: false,
      booking: false,
    });
    const make = (resource: Parameters<typeof sampleRecord>[0]) =>
      createRecord(
        context.app,
        business.owner.cookie,
        resource,
        business.businessId,
        sampleRecord(resource, 1),
      );
    const serviceId = (await make(service))._id;
    const stylist = (await make(employee))._id;
    await make(serviceRoom);
    expect(await checklist(business)).toMatchObject({
      services: true,
      staff: true,
      rooms: true,
      settings: false,
      sms: false,
      booking: false,
    });
    const saved = await send(context.app, 'PUT', `/v1/business/${business.businessId}`, {
      cookie: business.owner.cookie,
      payload: { appointmentGapInMinutes: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await context.database.db
      .update(businesses)
      .set({ smsBalance: 100 })
      .where(eq(businesses.id, business.businessId));
    expect(await checklist(business)).toMatchObject({ settings: true, sms: true, booking: false });
    const clientId = (await make(client))._id;
    const booked = await send(context.app, 'POST', '/v1/appointment', {
      cookie: business.owner.cookie,
      payload: {
        businessId: business.businessId,
        clientId,
        employeeId: stylist,
        serviceIds: [serviceId],
        startDate: '2026-11-25T10:00:00+03:00',
        durationInMinutes: 60,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(Object.values(await checklist(business)).every(Boolean)).toBe(true);
  });

  it('is guarded like the business settings: a stranger is refused, staff need settings read', async () => {
    const stranger = await signUp(context.app, 'stranger');
    const url = withQuery('/v1/first-run', { businessId: home.businessId });
    expect((await send(context.app, 'GET', url, { cookie: stranger.cookie })).statusCode).toBe(403);
    const staff = await addMember(context.app, context.database, home.businessId, {
      'services.All Services': ['read'],
    });
    expect((await send(context.app, 'GET', url, { cookie: staff.cookie })).statusCode).toBe(403);
    const reader = await addMember(context.app, context.database, home.businessId, {
      'settings.Business': ['read'],
    });
    expect((await send(context.app, 'GET', url, { cookie: reader.cookie })).statusCode).toBe(200);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/first-run', { businessId: home.businessId, extra: '1' }),
          { cookie: home.owner.cookie },
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /v1/service/starter', () => {
  it('creates only the ticked services, in the owner’s language and the business’s currency, and skips names already there', async () => {
    const business = await createBusiness(context.app, 'Starters');
    const first = await addStarters(business, { keys: ['hair.braids', 'barber.haircut'] });
    expect(first.statusCode, first.body).toBe(201);
    expect(body<{ starterServices: StarterServicesResult }>(first).starterServices).toMatchObject({
      created: [{ name: 'Braids' }, { name: 'Haircut' }],
      skipped: [],
    });
    expect(
      (await servicesOf(business)).find((item) => item.name === 'Braids')?.advancedPricing,
    ).toEqual([{ price: 3500, durationInMinutes: 240 }]);
    const again = await addStarters(business, { keys: hairKeys });
    const result = body<{ starterServices: StarterServicesResult }>(again).starterServices;
    expect(result.skipped).toEqual(['Braids']);
    expect(result.created).toHaveLength(hairKeys.length - 1);
    expect((await servicesOf(business)).filter((item) => item.name === 'Braids')).toHaveLength(1);
    expect((await checklist(business)).services).toBe(true);
  });

  it('names them in Swahili for a Swahili reader and prices them in AUD for an Australian business', async () => {
    const owner = await signUp(context.app, 'sydney');
    await send(context.app, 'PUT', '/v1/user/language', {
      cookie: owner.cookie,
      payload: { language: 'sw' },
    });
    const created = await send(context.app, 'POST', '/v1/business', {
      cookie: owner.cookie,
      payload: { name: `Sydney ${Date.now()}`, country: 'AU' },
    });
    const business = {
      businessId: body<{ business: { _id: string } }>(created).business._id,
      owner,
    };
    const response = await addStarters(business, { keys: ['nails.manicure'] });
    expect(response.statusCode, response.body).toBe(201);
    expect(await servicesOf(business)).toMatchObject([
      {
        name: 'Kutengeneza kucha za mikono',
        advancedPricing: [{ price: 45, durationInMinutes: 40 }],
      },
    ]);
  });

  it('refuses a staff member without the services create right, and bad keys, changing nothing', async () => {
    const reader = await addMember(context.app, context.database, home.businessId, {
      'services.All Services': ['read'],
    });
    const writer = await addMember(context.app, context.database, home.businessId, {
      'services.All Services': ['read', 'create'],
    });
    const before = await snapshot(context.database, home.businessId);
    expect((await addStarters(home, { keys: ['hair.braids'] }, reader.cookie)).statusCode).toBe(
      403,
    );
    for (const [payload, field, message] of [
      [{ keys: [] }, 'keys', 'Tick at least one starter service'],
      [{}, 'keys', 'Tick at least one starter service'],
      [{ keys: 'hair.braids' }, 'keys', 'Tick at least one starter service'],
      [{ keys: ['hair.unknown'] }, 'keys', 'Not one of the starter services'],
      [{ keys: ['hair.braids'], salonType: 'hair' }, 'salonType', undefined],
    ] as const) {
      const response = await addStarters(home, payload);
      expect(response.statusCode, response.body).toBe(422);
      const error = body<ErrorBody>(response).error;
      expect(error.fields).toHaveProperty([field]);
      if (message) expect(error.fields?.[field]).toBe(message);
    }
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
    expect((await addStarters(home, { keys: ['hair.braids'] }, writer.cookie)).statusCode).toBe(
      201,
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { OnlineBookingDocument } from '../../../registry/onlineBooking';
import { addMember, createBusiness, signUp, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let home: TestBusiness;
let other: TestBusiness;

const read = async (business: TestBusiness, cookie = business.owner.cookie) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/online-booking', { businessId: business.businessId }),
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ onlineBooking: OnlineBookingDocument }>(response).onlineBooking;
};

const settings = (slug: string) => ({
  enabled: true,
  slug,
  leadTimeMinutes: 60,
  horizonDays: 30,
  startIntervalMinutes: 30,
  freeCancellationHours: 12,
  policyEn: 'Cancel a day ahead.',
  policySw: 'Ghairi siku moja kabla.',
});

const save = (business: TestBusiness, payload: Record<string, unknown>, cookie?: string) =>
  send(context.app, 'PUT', '/v1/online-booking', {
    cookie: cookie ?? business.owner.cookie,
    payload: { businessId: business.businessId, ...payload },
  });

const LINK_PAYMENT_MESSAGE = 'The time to pay after a booking link must be between 1 and 168 hours';

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  home = await createBusiness(context.app, 'Online Home');
  other = await createBusiness(context.app, 'Online Other');
});

describe('GET /v1/online-booking', () => {
  it('answers the defaults with a free slug made from the name before anything is saved', async () => {
    const found = await read(home);
    expect(found).toMatchObject({
      businessId: home.businessId,
      saved: false,
      enabled: false,
      leadTimeMinutes: 120,
      horizonDays: 60,
      startIntervalMinutes: 15,
      freeCancellationHours: 24,
      policyEn: '',
      policySw: '',
      linkPaymentHours: 24,
    });
    expect(found.slug).toMatch(/^online-home-[0-9a-f]{8}$/);
  });

  it('suggests a numbered slug when the name’s is taken', async () => {
    const business = await createBusiness(context.app, 'Twin');
    const suggested = (await read(business)).slug;
    expect((await save(other, settings(suggested))).statusCode).toBe(200);
    expect((await read(business)).slug).toBe(`${suggested}-2`);
    expect((await save(other, settings(unique('other')))).statusCode).toBe(200);
  });
});

describe('PUT /v1/online-booking', () => {
  it('saves, answers and then reads the settings, and saves again over them', async () => {
    const slug = unique('home');
    const saved = await save(home, settings(slug));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ onlineBooking: OnlineBookingDocument }>(saved).onlineBooking).toMatchObject({
      ...settings(slug),
      saved: true,
    });
    expect(await read(home)).toMatchObject({ ...settings(slug), saved: true });
    const again = await save(home, { ...settings(slug), enabled: false, horizonDays: 365 });
    expect(again.statusCode, again.body).toBe(200);
    expect(await read(home)).toMatchObject({ enabled: false, horizonDays: 365, slug });
  });

  it('keeps the time to pay after a booking link, 24 hours until one is chosen', async () => {
    const slug = unique('link');
    expect((await save(home, settings(slug))).statusCode).toBe(200);
    expect((await read(home)).linkPaymentHours).toBe(24);
    const changed = await save(home, { ...settings(slug), linkPaymentHours: 168 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read(home)).linkPaymentHours).toBe(168);
    // A save without it leaves the chosen time as it is.
    expect((await save(home, settings(slug))).statusCode).toBe(200);
    expect((await read(home)).linkPaymentHours).toBe(168);
  });

  it('keeps the slug in lower case', async () => {
    const slug = unique('upper');
    expect((await save(home, settings(slug.toUpperCase()))).statusCode).toBe(200);
    expect((await read(home)).slug).toBe(slug);
  });

  it.each([
    ['leadTimeMinutes', -1, 'Notice before a booking must be between 0 and 10080 minutes'],
    ['leadTimeMinutes', 10_081, 'Notice before a booking must be between 0 and 10080 minutes'],
    ['leadTimeMinutes', 1.5, 'Notice before a booking must be between 0 and 10080 minutes'],
    ['horizonDays', 0, 'How far ahead clients can book must be between 1 and 365 days'],
    ['horizonDays', 366, 'How far ahead clients can book must be between 1 and 365 days'],
    ['startIntervalMinutes', 7, 'Start times must be every 5, 10, 15, 20, 30 or 60 minutes'],
    ['startIntervalMinutes', '15', 'Start times must be every 5, 10, 15, 20, 30 or 60 minutes'],
    ['freeCancellationHours', 721, 'Free cancellation must be between 0 and 720 hours before'],
    ['linkPaymentHours', 0, LINK_PAYMENT_MESSAGE],
    ['linkPaymentHours', 169, LINK_PAYMENT_MESSAGE],
    ['linkPaymentHours', 2.5, LINK_PAYMENT_MESSAGE],
    ['linkPaymentHours', '24', LINK_PAYMENT_MESSAGE],
    ['linkPaymentHours', null, LINK_PAYMENT_MESSAGE],
    ['policyEn', 'x'.repeat(4001), 'Must be 4000 characters or fewer'],
    ['policySw', null, 'The policy must be text of at most 4000 characters'],
    ['enabled', 'yes', 'Must be true or false'],
    ['slug', 'ab', 'The address must be 3 to 40 characters long'],
    [
      'slug',
      '-salon',
      'Use lower-case letters, digits and hyphens, starting and ending with a letter or digit',
    ],
    [
      'slug',
      'my salon',
      'Use lower-case letters, digits and hyphens, starting and ending with a letter or digit',
    ],
    ['slug', 'admin', 'This address is reserved; choose another'],
    ['slug', undefined, 'Enter the address of your booking page'],
  ])(
    'refuses a bad %s (case %#) with its field message and changes nothing',
    async (field, value, message) => {
      const before = await snapshot(context.database, home.businessId);
      const refused = await save(home, { ...settings(unique('bad')), [field]: value });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(body<ErrorBody>(refused).error.fields?.[field]).toBe(message);
      expect(await snapshot(context.database, home.businessId)).toEqual(before);
    },
  );

  it('speaks Swahili to a caller who reads Swahili', async () => {
    const business = await createBusiness(context.app, 'Swahili');
    const chosen = await send(context.app, 'PUT', '/v1/user/language', {
      cookie: business.owner.cookie,
      payload: { language: 'sw' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const refused = await save(business, { ...settings(unique('sw')), horizonDays: 0 });
    expect(refused.statusCode).toBe(422);
    expect(body<ErrorBody>(refused).error.fields?.horizonDays).toBe(
      'Muda wa kuhifadhi nafasi mapema lazima uwe kati ya siku 1 na 365',
    );
  });

  it('refuses a slug another business holds, in any letter case, and changes nothing', async () => {
    const slug = unique('taken');
    expect((await save(other, settings(slug))).statusCode).toBe(200);
    for (const attempt of [slug, slug.toUpperCase(), ` ${slug} `]) {
      const before = await snapshot(context.database, home.businessId);
      const refused = await save(home, settings(attempt));
      expect(refused.statusCode, refused.body).toBe(409);
      expect(body<ErrorBody>(refused).error).toMatchObject({
        code: 'DUPLICATE_KEY',
        fields: { slug: 'Another business already uses this address' },
      });
      expect(await snapshot(context.database, home.businessId)).toEqual(before);
    }
  });

  it('lets a business keep its own slug', async () => {
    const slug = unique('mine');
    expect((await save(home, settings(slug))).statusCode).toBe(200);
    expect((await save(home, { ...settings(slug), policyEn: 'New' })).statusCode).toBe(200);
  });
});

describe('who may read and change the settings', () => {
  it('refuses staff without the business settings permission, and strangers', async () => {
    const staff = await addMember(context.app, context.database, home.businessId, {
      'services.All Services': ['read', 'update'],
    });
    const url = withQuery('/v1/online-booking', { businessId: home.businessId });
    expect((await send(context.app, 'GET', url, { cookie: staff.cookie })).statusCode).toBe(403);
    const before = await snapshot(context.database, home.businessId);
    const refused = await save(home, settings(unique('staff')), staff.cookie);
    expect(refused.statusCode).toBe(403);
    const stranger = await signUp(context.app, 'stranger');
    expect((await send(context.app, 'GET', url, { cookie: stranger.cookie })).statusCode).toBe(403);
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });

  it('lets staff read with settings read, and save only with settings update', async () => {
    const reader = await addMember(context.app, context.database, home.businessId, {
      'settings.Business': ['read'],
    });
    await read(home, reader.cookie);
    expect((await save(home, settings(unique('reader')), reader.cookie)).statusCode).toBe(403);
    const writer = await addMember(context.app, context.database, home.businessId, {
      'settings.Business': ['read', 'update'],
    });
    expect((await save(home, settings(unique('writer')), writer.cookie)).statusCode).toBe(200);
  });

  it('refuses another business’s id, reading or saving', async () => {
    const url = withQuery('/v1/online-booking', { businessId: other.businessId });
    expect((await send(context.app, 'GET', url, { cookie: home.owner.cookie })).statusCode).toBe(
      403,
    );
    const before = await snapshot(context.database, other.businessId);
    const refused = await save(other, settings(unique('intruder')), home.owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await snapshot(context.database, other.businessId)).toEqual(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDocument } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;

const uploadLogo = async (owner: TestBusiness) => {
  const multipart = multipartBody({ businessId: owner.businessId }, [
    { field: 'file', filename: 'logo.png', content: pngImage(8, 8) },
  ]);
  const response = await send(context.app, 'POST', '/v1/file', {
    cookie: owner.owner.cookie,
    payload: multipart.payload,
    headers: multipart.headers,
  });
  expect(response.statusCode).toBe(201);
  return body<{ files: { filename: string }[] }>(response).files[0]!.filename;
};
const update = (payload: Record<string, unknown>, cookie = business.owner.cookie) =>
  send(context.app, 'PUT', `/v1/business/${business.businessId}`, { cookie, payload });

beforeAll(async () => {
  business = await createBusiness(context.app, 'Settings');
});

describe('business settings', () => {
  it('a new business has no logo', async () => {
    const response = await send(context.app, 'GET', `/v1/business/${business.businessId}`, {
      cookie: business.owner.cookie,
    });
    expect(body<{ business: BusinessDocument }>(response).business.logo).toBeNull();
  });

  it('saves every setting of the screen at once, the logo as the filename POST /v1/file returned', async () => {
    const logo = await uploadLogo(business);
    const response = await update({
      name: 'Sydney Cuts',
      country: 'AU',
      timezone: 'Australia/Sydney',
      currency: 'AUD',
      appointmentGapInMinutes: 25,
      logo,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ business: BusinessDocument }>(response).business).toMatchObject({
      name: 'Sydney Cuts',
      country: 'AU',
      timezone: 'Australia/Sydney',
      currency: 'AUD',
      appointmentGapInMinutes: 25,
      logo,
    });
    const user = await send(context.app, 'GET', '/v1/user', { cookie: business.owner.cookie });
    expect(
      body<{ user: { roles: { business: BusinessDocument }[] } }>(user).user.roles[0]!.business
        .logo,
    ).toBe(logo);
  });

  it('null or an empty text removes the logo', async () => {
    await update({ logo: await uploadLogo(business) });
    expect(
      body<{ business: BusinessDocument }>(await update({ logo: null })).business.logo,
    ).toBeNull();
    await update({ logo: await uploadLogo(business) });
    expect(
      body<{ business: BusinessDocument }>(await update({ logo: '' })).business.logo,
    ).toBeNull();
  });

  it.each([
    [
      'a filename the business never uploaded',
      () => Promise.resolve('0190aaaa-0000-7000-8000-000000000000.png'),
      'Invalid image file.',
    ],
    [
      'a logo of another business',
      async () => uploadLogo(await createBusiness(context.app, 'Logo owner')),
      'Invalid image file.',
    ],
    ['a number', () => Promise.resolve(7), 'Must be text'],
  ])('refuses %s with 422 and changes nothing', async (_case, logoOf, message) => {
    const logo = await logoOf();
    const before = await snapshot(context.database, business.businessId);
    const response = await update({ logo });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({ logo: message });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('keeps the address trimmed, and an empty one as none', async () => {
    const saved = await update({ address: '  Moi Avenue 12, Nairobi ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ business: BusinessDocument }>(saved).business.address).toBe(
      'Moi Avenue 12, Nairobi',
    );
    const read = await send(context.app, 'GET', `/v1/business/${business.businessId}`, {
      cookie: business.owner.cookie,
    });
    expect(body<{ business: BusinessDocument }>(read).business.address).toBe(
      'Moi Avenue 12, Nairobi',
    );
    expect(
      body<{ business: BusinessDocument }>(await update({ address: ' ' })).business.address,
    ).toBeNull();
  });

  it.each([
    ['a number', 12, 'Must be text'],
    ['a text too long', 'x'.repeat(301), 'Must be 300 characters or fewer'],
  ])(
    'refuses an address that is %s with 422 and changes nothing',
    async (_case, address, message) => {
      await update({ address: 'Kept Street' });
      const response = await update({ address });
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({ address: message });
      const read = await send(context.app, 'GET', `/v1/business/${business.businessId}`, {
        cookie: business.owner.cookie,
      });
      expect(body<{ business: BusinessDocument }>(read).business.address).toBe('Kept Street');
    },
  );

  it.each([
    ['a gap over 60', { appointmentGapInMinutes: 61 }, 'appointmentGapInMinutes'],
    ['a negative gap', { appointmentGapInMinutes: -1 }, 'appointmentGapInMinutes'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['another currency', { currency: 'USD' }, 'currency'],
  ])('refuses %s with 422', async (_case, payload, field) => {
    const response = await update(payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body<ErrorBody>(response).error.fields ?? {})).toEqual([field]);
  });

  it('staff without update on settings.Business cannot change the logo', async () => {
    const staff = await addMember(context.app, context.database, business.businessId, {
      'settings.Business': ['read'],
    });
    const logo = await uploadLogo(business);
    const before = await snapshot(context.database, business.businessId);
    expect((await update({ logo }, staff.cookie)).statusCode).toBe(403);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});

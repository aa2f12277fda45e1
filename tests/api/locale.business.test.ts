import { describe, expect, it } from 'vitest';
import type { BusinessDocument } from '../../registry';
import { signUp } from './support/accounts';
import { body, send, type ErrorBody } from './support/http';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();

let nameCounter = 0;
const uniqueName = (label: string) => `${label} ${process.pid}-${++nameCounter}`;

const createBusiness = async (cookie: string, payload: Record<string, unknown>) =>
  send(context.app, 'POST', '/v1/business', {
    cookie,
    payload: { name: uniqueName('Locale Salon'), ...payload },
  });
const businessOf = (response: Awaited<ReturnType<typeof createBusiness>>) =>
  body<{ business: BusinessDocument }>(response).business;
const update = (cookie: string, businessId: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/business/${businessId}`, { cookie, payload });

describe('a business locale', () => {
  it('takes the country defaults: KE is KES in Nairobi without a state, AU is AUD in Sydney, NSW', async () => {
    const { cookie } = await signUp(context.app, 'locale');
    expect(businessOf(await createBusiness(cookie, {}))).toMatchObject({
      country: 'KE',
      currency: 'KES',
      timezone: 'Africa/Nairobi',
      state: null,
    });
    expect(businessOf(await createBusiness(cookie, { country: 'AU' }))).toMatchObject({
      country: 'AU',
      currency: 'AUD',
      timezone: 'Australia/Sydney',
      state: 'NSW',
    });
    expect(
      businessOf(
        await createBusiness(cookie, { country: 'AU', state: 'WA', timezone: 'australia/perth' }),
      ),
    ).toMatchObject({
      state: 'WA',
      timezone: 'Australia/Perth',
    });
  });

  it.each([
    [
      'an unknown state',
      { country: 'AU', state: 'XYZ' },
      'state',
      'Must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT',
    ],
    [
      'a state for a Kenyan business',
      { country: 'KE', state: 'NSW' },
      'state',
      'Only an Australian business has a state or territory',
    ],
    [
      'a cleared state for an Australian business',
      { country: 'AU', state: null },
      'state',
      'An Australian business needs its state or territory',
    ],
    [
      'an unknown time zone',
      { timezone: 'Australia/Atlantis' },
      'timezone',
      'Time zone must be valid',
    ],
    ['an unknown currency', { currency: 'USD' }, 'currency', 'Must be one of KES, AUD'],
    ['an unknown country', { country: 'NZ' }, 'country', 'Must be one of KE, AU'],
  ])('refuses %s with a 422', async (_label, payload, field, message) => {
    const { cookie } = await signUp(context.app, 'locale');
    const response = await createBusiness(cookie, payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({ [field]: message });
  });

  it('moves a business to Australia with that country defaults unless named, and back to Kenya without its state', async () => {
    const { cookie } = await signUp(context.app, 'locale');
    const business = businessOf(await createBusiness(cookie, {}));
    const refused = await update(cookie, business._id, { state: 'VIC' });
    expect(refused.statusCode).toBe(422);
    expect(businessOf(await update(cookie, business._id, {}))).toMatchObject({
      country: 'KE',
      state: null,
    });

    const australian = businessOf(
      await update(cookie, business._id, {
        country: 'AU',
        state: 'QLD',
        timezone: 'Australia/Brisbane',
      }),
    );
    expect(australian).toMatchObject({
      country: 'AU',
      currency: 'AUD',
      state: 'QLD',
      timezone: 'Australia/Brisbane',
    });
    expect(businessOf(await update(cookie, business._id, { currency: 'KES' }))).toMatchObject({
      country: 'AU',
      currency: 'KES',
      state: 'QLD',
    });
    expect(businessOf(await update(cookie, business._id, { country: 'KE' }))).toMatchObject({
      country: 'KE',
      currency: 'KES',
      timezone: 'Africa/Nairobi',
      state: null,
    });
  });
});

const GENDER = 'Female';

describe('phone numbers by business country', () => {
  const setUp = async (country: 'KE' | 'AU') => {
    const { cookie } = await signUp(context.app, `phones-${country}`);
    const businessId = businessOf(await createBusiness(cookie, { country }))._id;
    let n = 0;
    const saveClient = (phone: string) =>
      send(context.app, 'POST', '/v1/client', {
        cookie,
        payload: {
          businessId,
          fullName: 'Olivia Nguyen',
          email: `olivia${++n}@example.com`,
          gender: GENDER,
          phone,
        },
      });
    const saveEmployee = (phone: string) =>
      send(context.app, 'POST', '/v1/employee', {
        cookie,
        payload: { businessId, fullName: 'Jack Wilson', phone },
      });
    return { saveClient, saveEmployee };
  };

  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['02 9374 4000', '+61293744000'],
    ['(03) 9650 1234', '+61396501234'],
    ['+61 412 345 678', '+61412345678'],
    ['+254712345678', '+254712345678'],
  ])(
    'an Australian business stores %s of a client and an employee as %s',
    async (phone, stored) => {
      const { saveClient, saveEmployee } = await setUp('AU');
      for (const save of [saveClient, saveEmployee]) {
        const response = await save(phone);
        expect(response.statusCode).toBe(201);
        expect(Object.values(body<Record<string, { phone: string }>>(response))[0]!.phone).toBe(
          stored,
        );
      }
    },
  );

  it.each(['0712345678', '0112345678', '712345678', '+254712345678'])(
    'a Kenyan business keeps the spec pattern: %s',
    async (phone) => {
      const { saveClient } = await setUp('KE');
      const response = await saveClient(phone);
      expect(response.statusCode).toBe(201);
      expect(body<{ client: { phone: string } }>(response).client.phone).toMatch(
        /^\+254[71]\d{8}$/,
      );
    },
  );

  it('a Kenyan business refuses an Australian national number, an Australian one refuses nonsense', async () => {
    const kenyan = await setUp('KE');
    const refused = await kenyan.saveClient('0412 345 678');
    expect(refused.statusCode).toBe(422);
    expect(body<ErrorBody>(refused).error.fields).toEqual({ phone: 'Phone number must be valid' });
    const australian = await setUp('AU');
    for (const phone of ['0012 345 678', '12345', '04123456789012']) {
      const response = await australian.saveEmployee(phone);
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        phone: 'Phone number must be valid',
      });
    }
  });
});

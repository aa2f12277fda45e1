import { beforeAll, describe, expect, it } from 'vitest';
import { client, voucher } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { checkoutCalls, seedSaleItems, type SaleItems } from '../support/orders';

type ClientVoucher = {
  _id: string;
  code: string;
  uses: number;
  maxUses: number;
  soldOn: string;
  expiresOn: string;
  value: number;
  voucherName: string;
} & Record<string, unknown>;
type Validation = {
  valid: boolean;
  reason?: string;
  message?: string;
  clientVoucher?: ClientVoucher;
};

const context = setupTestApp();
let business: TestBusiness;
let n = 0;
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
const postJson = (
  url: string,
  payload: Record<string, unknown>,
  cookie = business.owner.cookie,
  businessId = business.businessId,
) => send(context.app, 'POST', url, { cookie, payload: { businessId, ...payload } });
const newClient = async (owner = business) =>
  (
    await createRecord(
      context.app,
      owner.owner.cookie,
      client,
      owner.businessId,
      sampleRecord(client, ++n),
    )
  )._id;
const newVoucher = async (extra: Record<string, unknown> = {}, owner = business) =>
  (
    await createRecord(context.app, owner.owner.cookie, voucher, owner.businessId, {
      name: `Gift ${++n}`,
      value: 2500,
      saleLimit: 2,
      validityDays: 30,
      ...extra,
    })
  )._id;
const sell = async (payload: Record<string, unknown>, owner = business) => {
  const response = await postJson(
    '/v1/voucher/client',
    payload,
    owner.owner.cookie,
    owner.businessId,
  );
  expect(response.statusCode, response.body).toBe(201);
  return body<{ clientVoucher: ClientVoucher }>(response).clientVoucher;
};
const validate = async (payload: Record<string, unknown>) => {
  const response = await postJson('/v1/voucher/client/validate', payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<Validation>(response);
};
/** A voucher is used by paying an order with it: fills the cart with a service and pays `amount` with the code. */
const fillCart = async () => {
  const calls = checkoutCalls(session());
  await calls.emptyCart();
  await calls.updateCart({ clientId: items.clientId });
  await calls.addEntry({ ...items.entries.service });
  return calls;
};
const payWith = async (code: string, amount = 100) =>
  (await fillCart()).pay([{ method: 'voucher', amount, code }]);
const session = () => ({
  app: context.app,
  database: context.database,
  cookie: business.owner.cookie,
  businessId: business.businessId,
});
let items: SaleItems;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Vouchers');
  items = await seedSaleItems(session());
});

describe('selling vouchers', () => {
  it('gives each sale its own code, the voucher value, saleLimit uses and validityDays of validity', async () => {
    const voucherId = await newVoucher({ value: 1999.99, saleLimit: 3, validityDays: 30 });
    const clientId = await newClient();
    const sold = await sell({ voucherId, clientId, soldOn: '2026-01-01' });
    expect(sold).toMatchObject({
      voucherId,
      clientId,
      value: 1999.99,
      maxUses: 3,
      uses: 0,
      soldOn: '2026-01-01',
      expiresOn: '2026-01-31',
      status: 'active',
    });
    expect(sold.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const second = await sell({ voucherId, clientId });
    expect(second.code).not.toBe(sold.code);
    expect(second.soldOn).toBe(today());
    const page = await send(
      context.app,
      'GET',
      withQuery('/v1/voucher/client', { businessId: business.businessId, voucherId }),
      {
        cookie: business.owner.cookie,
      },
    );
    expect(body<{ clientVoucherPage: { total: number } }>(page).clientVoucherPage.total).toBe(2);
  });

  it('refuses an unknown voucher or client with 422 and writes nothing', async () => {
    const unknown = '01890a5d-ac96-774b-bcce-b302099a8057';
    const [clientId, voucherId] = [await newClient(), await newVoucher()];
    const before = await snapshot(context.database, business.businessId);
    const noVoucher = await postJson('/v1/voucher/client', { voucherId: unknown, clientId });
    expect(body<ErrorBody>(noVoucher).error.fields).toEqual({
      voucherId: 'Not found in this business',
    });
    const noClient = await postJson('/v1/voucher/client', { voucherId, clientId: unknown });
    expect(body<ErrorBody>(noClient).error.fields).toEqual({
      clientId: 'Not found in this business',
    });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('refuses a sale day outside 1900-01-01 to 2999-12-31 or not a day with 422 on soldOn, and writes nothing', async () => {
    const [clientId, voucherId] = [await newClient(), await newVoucher({ validityDays: 3650 })];
    const before = await snapshot(context.database, business.businessId);
    for (const [soldOn, message] of [
      ['9999-12-31', 'Must be a date from 1900-01-01 to 2999-12-31'],
      ['3000-01-01', 'Must be a date from 1900-01-01 to 2999-12-31'],
      ['1899-12-31', 'Must be a date from 1900-01-01 to 2999-12-31'],
      ['0001-01-01', 'Must be a date from 1900-01-01 to 2999-12-31'],
      ['2026-13-01', 'Must be a date (YYYY-MM-DD)'],
    ]) {
      const response = await postJson('/v1/voucher/client', { voucherId, clientId, soldOn });
      expect(response.statusCode, `${soldOn}: ${response.body}`).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({ soldOn: message });
    }
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    // The last day sells, its ten years of validity running past it.
    expect(await sell({ voucherId, clientId, soldOn: '2999-12-31' })).toMatchObject({
      soldOn: '2999-12-31',
      expiresOn: '3009-12-29',
    });
  });

  it('a sold voucher cannot be deleted (409)', async () => {
    const voucherId = await newVoucher();
    await sell({ voucherId, clientId: await newClient() });
    const response = await send(
      context.app,
      'DELETE',
      withQuery(`${voucher.path}/${voucherId}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': voucher.module },
      },
    );
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error.message).toBe(
      'This voucher has been sold to clients, so it cannot be deleted',
    );
  });
});

describe('validating a code', () => {
  it('is valid for an active code, in any case and with spaces, and says nothing of uses', async () => {
    const clientId = await newClient();
    const sold = await sell({ voucherId: await newVoucher(), clientId });
    const result = await validate({ code: `  ${sold.code.toLowerCase()} `, clientId });
    expect(result).toMatchObject({ valid: true, clientVoucher: { _id: sold._id, uses: 0 } });
    expect(result.reason).toBeUndefined();
  });

  it('is used_up after saleLimit uses; a further payment with it is 422 and changes nothing', async () => {
    const sold = await sell({
      voucherId: await newVoucher({ saleLimit: 2 }),
      clientId: await newClient(),
    });
    expect((await payWith(sold.code)).statusCode).toBe(201);
    expect((await validate({ code: sold.code })).clientVoucher).toMatchObject({
      uses: 1,
      balance: 2400,
    });
    expect((await payWith(sold.code)).statusCode).toBe(201);
    expect(await validate({ code: sold.code })).toEqual({
      valid: false,
      reason: 'used_up',
      message: 'This voucher has been used up',
    });
    const calls = await fillCart();
    const before = await snapshot(context.database, business.businessId);
    const again = await calls.pay([{ method: 'voucher', amount: 100, code: sold.code }]);
    expect(again.statusCode).toBe(422);
    expect(body<ErrorBody>(again).error.fields).toEqual({
      payments: 'This voucher has been used up',
    });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('is expired after its last valid day (business time zone)', async () => {
    const sold = await sell({
      voucherId: await newVoucher({ validityDays: 10 }),
      clientId: await newClient(),
      soldOn: '2025-01-01',
    });
    expect(sold.expiresOn).toBe('2025-01-11');
    expect(await validate({ code: sold.code })).toEqual({
      valid: false,
      reason: 'expired',
      message: 'This voucher has expired',
    });
    expect((await payWith(sold.code)).statusCode).toBe(422);
  });

  it('tells a code of another business from an unknown code', async () => {
    const other = await createBusiness(context.app, 'Other vouchers');
    const foreign = await sell(
      { voucherId: await newVoucher({}, other), clientId: await newClient(other) },
      other,
    );
    expect(await validate({ code: foreign.code })).toEqual({
      valid: false,
      reason: 'other_business',
      message: 'This voucher belongs to another business',
    });
    expect(await validate({ code: 'AAAA-BBBB-CCCC' })).toEqual({
      valid: false,
      reason: 'not_found',
      message: 'No voucher has this code',
    });
    // Paying with it in this business changes nothing in the other one.
    const before = await snapshot(context.database, other.businessId);
    const refused = await payWith(foreign.code);
    expect(body<ErrorBody>(refused).error.fields).toEqual({
      payments: 'This voucher belongs to another business',
    });
    expect(await snapshot(context.database, other.businessId)).toEqual(before);
  });

  it('is refused for another client of the business when a client is named', async () => {
    const sold = await sell({ voucherId: await newVoucher(), clientId: await newClient() });
    expect(await validate({ code: sold.code, clientId: await newClient() })).toMatchObject({
      valid: false,
      reason: 'other_client',
    });
  });

  it.each([
    ['no code', {}, 'Voucher code is required'],
    ['a blank code', { code: '   ' }, 'Voucher code is required'],
    ['a numeric code', { code: 1234 }, 'Must be text'],
    ['an unknown field', { code: 'X', extra: 1 }, 'Unknown field'],
  ])('refuses %s with 422', async (_case, payload, message) => {
    const response = await postJson('/v1/voucher/client/validate', payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.message).toBe(message);
  });
});

describe('voucher permissions', () => {
  it('validating needs read and selling create on marketing.Gift Vouchers', async () => {
    const sold = await sell({ voucherId: await newVoucher(), clientId: await newClient() });
    const reader = await addMember(context.app, context.database, business.businessId, {
      'marketing.Gift Vouchers': ['read'],
    });
    const none = await addMember(context.app, context.database, business.businessId, {
      'memberships.Memberships': ['read', 'create', 'update', 'delete'],
    });
    expect(
      (await postJson('/v1/voucher/client/validate', { code: sold.code }, reader.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await postJson('/v1/voucher/client/validate', { code: sold.code }, none.cookie)).statusCode,
    ).toBe(403);
    const before = await snapshot(context.database, business.businessId);
    expect(
      (
        await postJson(
          '/v1/voucher/client',
          { voucherId: sold.voucherId, clientId: sold.clientId },
          reader.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send(context.app, 'POST', '/v1/voucher/client/validate', {
          payload: { businessId: business.businessId, code: sold.code },
        })
      ).statusCode,
    ).toBe(401);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, type TestBusiness } from './support/accounts';
import { body, send, withQuery, type ErrorBody } from './support/http';
import { multipartBody } from './support/multipart';
import { service } from '../../registry/resources/service';
import type { ResourceDeclaration } from '../../registry/types';
import { servicePackage } from '../../registry/resources/servicePackage';
import { sampleRecord, snapshot } from './support/records';
import { insertProduct, insertWarehouse } from './support/stock';
import { setupTestApp } from './support/testApp';
import { simpleProduct } from './products/support';

/** The hardening issue's reproductions: each is a 4xx in the error shape, with the limit named, and changes nothing. */
const context = setupTestApp();
let business: TestBusiness;
beforeAll(async () => {
  business = await createBusiness(context.app, 'Limits');
});

const UNSTORABLE = 'Must not contain the NUL character or an unpaired surrogate';
const MONEY_LIMIT = 'Must be at most 999999999999.99';
const INTEGER_LIMIT = 'Must be at most 2147483647';

const post = (url: string, payload: Record<string, unknown>) =>
  send(context.app, 'POST', url, {
    cookie: business.owner.cookie,
    payload: { businessId: business.businessId, ...payload },
  });

/** Sends a request that must be refused with `status`; checks the shape and that no row of the business changed. */
const refused = async (
  status: number,
  request: () => Promise<{ statusCode: number; body: string }>,
) => {
  const before = await snapshot(context.database, business.businessId);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(context.database, business.businessId)).toEqual(before);
  return (JSON.parse(response.body) as ErrorBody).error;
};

describe('text that cannot be stored', () => {
  it('refuses NUL in a body field with its field named', async () => {
    const error = await refused(422, () => post('/v1/job-title', { name: 'a\u0000b' }));
    expect(error).toEqual({
      message: UNSTORABLE,
      code: 'VALIDATION',
      fields: { name: UNSTORABLE },
    });
  });

  it('refuses NUL in a query value', async () => {
    const error = await refused(400, () =>
      send(context.app, 'GET', `/v1/client?businessId=${business.businessId}&q=%00`, {
        cookie: business.owner.cookie,
      }),
    );
    expect(error).toEqual({ message: UNSTORABLE, code: 'BAD_REQUEST', fields: { q: UNSTORABLE } });
  });

  it('refuses an unpaired surrogate in JSON fields', async () => {
    expect(
      (await refused(422, () => post('/v1/consultation-form', { name: 'x\ud800' }))).fields,
    ).toEqual({ name: UNSTORABLE });
    expect(
      (
        await refused(422, () =>
          post('/v1/service', { name: 'Cut', advancedPricing: [{ name: 'x\ud800' }] }),
        )
      ).fields,
    ).toEqual({
      advancedPricing: UNSTORABLE,
    });
  });

  it('refuses NUL in a multipart text part', async () => {
    const { payload, headers } = multipartBody({
      businessId: business.businessId,
      name: 'a\u0000b',
    });
    const error = await refused(422, () =>
      send(context.app, 'POST', '/v1/job-title', {
        cookie: business.owner.cookie,
        payload,
        headers,
      }),
    );
    expect(error.fields).toEqual({ name: UNSTORABLE });
  });
});

describe('malformed requests', () => {
  it('answers multipart without a boundary or with a garbage body with 400, signed in or out', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const headers = { 'content-type': contentType };
      const error = await refused(400, () =>
        send(context.app, 'POST', '/v1/client', {
          cookie: business.owner.cookie,
          payload: 'garbage',
          headers,
        }),
      );
      expect(error).toEqual({
        message: 'The request body is not valid multipart form data',
        code: 'BAD_REQUEST',
      });
      expect(
        (await send(context.app, 'POST', '/v1/file', { payload: 'garbage', headers })).statusCode,
      ).toBeLessThan(500);
    }
  });

  it('names an unsupported body type', async () => {
    const response = await send(context.app, 'POST', '/v1/job-title', {
      cookie: business.owner.cookie,
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(body<ErrorBody>(response).error).toEqual({
      message: 'The request body must be JSON or multipart form data',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers a malformed URL in the error shape without echoing it', async () => {
    const response = await send(context.app, 'GET', '/v1/client/%E0%A4%A?businessId=x');
    expect(response.statusCode).toBe(400);
    expect(body<ErrorBody>(response).error).toEqual({
      message: 'The address of the request is not valid',
      code: 'BAD_REQUEST',
    });
    expect(response.body).not.toContain('%E0');
  });

  it('takes null for a list of references as none, and refuses a null permission', async () => {
    const lists: [ResourceDeclaration, string][] = [
      [service, 'categoryIds'],
      [service, 'performerIds'],
      [servicePackage, 'services'],
    ];
    for (const [resource, field] of lists) {
      const response = await post(resource.path, { ...sampleRecord(resource, 2), [field]: null });
      expect(response.statusCode, response.body).toBe(201);
      expect(
        body<Record<string, Record<string, unknown>>>(response)[
          resource.createReplyKey ?? resource.replyKey
        ]![field],
      ).toEqual([]);
    }
    const employee = '01890a5d-ac96-774b-bcce-b302099a8057';
    expect(
      (
        await refused(422, () =>
          post('/v1/permission/employee/bulk', { employeeId: employee, permissions: [null] }),
        )
      ).fields,
    ).toEqual({
      permissions: 'Invalid value',
    });
  });
});

describe('numbers beyond their column', () => {
  it('refuses money of 1e12 or more, naming the limit', async () => {
    expect(
      (
        await refused(422, () =>
          post('/v1/voucher', { name: 'Big', value: 1e12, maxUses: 1, validityDays: 30 }),
        )
      ).fields,
    ).toMatchObject({
      value: MONEY_LIMIT,
    });
    const variantPrice = await refused(422, () =>
      post(
        '/v1/product',
        simpleProduct({}, { pricing: { supply_price: 1, retail_price: 1e13, last_price: 1 } }),
      ),
    );
    expect(variantPrice.fields).toEqual({ variants: MONEY_LIMIT });
  });

  it('refuses a membership priced beyond what a sale can hold', async () => {
    const error = await refused(422, () =>
      post('/v1/membership', { name: 'Gold', price: { monthly: 1e13 } }),
    );
    expect(error.fields).toMatchObject({ price: MONEY_LIMIT });
  });

  it('refuses an opening stock of 2^31', async () => {
    const error = await refused(422, () =>
      post(
        '/v1/product',
        simpleProduct({}, { stock: { stock_position: 2_147_483_648, monitor_stock: true } }),
      ),
    );
    expect(error.fields).toEqual({ variants: INTEGER_LIMIT });
  });

  it('refuses the stock IN that would take a balance beyond 2^31 - 1', async () => {
    const warehouseId = await insertWarehouse(context.database, business.businessId);
    const { productId, variantIds } = await insertProduct(context.database, business.businessId);
    const stockIn = () =>
      post('/v1/stock', {
        itemCode: productId,
        variantId: variantIds[0],
        warehouseId,
        transactionType: 'IN',
        quantity: 1_000_000_000,
      });
    expect((await stockIn()).statusCode).toBe(201);
    expect((await stockIn()).statusCode).toBe(201);
    const error = await refused(422, stockIn);
    expect(error.fields).toEqual({ quantity: 'Stock cannot exceed 2147483647 units' });
  });

  it("refuses the stock IN that would take a variant's total across warehouses beyond 2^31 - 1", async () => {
    const [first, second] = [
      await insertWarehouse(context.database, business.businessId),
      await insertWarehouse(context.database, business.businessId),
    ];
    const { productId, variantIds } = await insertProduct(context.database, business.businessId);
    const stockIn = (warehouseId: string) =>
      post('/v1/stock', {
        itemCode: productId,
        variantId: variantIds[0],
        warehouseId,
        transactionType: 'IN',
        quantity: 1_000_000_000,
      });
    expect((await stockIn(first)).statusCode).toBe(201);
    expect((await stockIn(first)).statusCode).toBe(201);
    const error = await refused(422, () => stockIn(second));
    expect(error.fields).toEqual({ quantity: 'Stock cannot exceed 2147483647 units' });
  });
});

describe('paths as the spec writes them', () => {
  it('accepts a trailing slash', async () => {
    const response = await post('/v1/warehouse/', { name: 'Back room' });
    expect(response.statusCode, response.body).toBe(201);
    const list = await send(
      context.app,
      'GET',
      withQuery('/v1/warehouse/', { businessId: business.businessId }),
      { cookie: business.owner.cookie },
    );
    expect(list.statusCode).toBe(200);
  });
});

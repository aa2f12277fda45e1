import { beforeAll, describe, expect, it } from 'vitest';
import { productCategory } from '../../../registry/resources/productCategory';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { setupTestApp } from '../support/testApp';

/** The spec names the business of a product category create `business` (inventory.md 3). */
const context = setupTestApp();
let business: TestBusiness;
beforeAll(async () => {
  business = await createBusiness(context.app, 'Business alias');
});

describe('POST /v1/product/category with the spec key `business`', () => {
  it('creates the category in the named business', async () => {
    const response = await send(context.app, 'POST', productCategory.path, {
      cookie: business.owner.cookie,
      payload: { business: business.businessId, category_name: 'Shampoos' },
    });
    expect(response.statusCode).toBe(201);
    const created = body<{ result: { _id: string; category_name: string } }>(response).result;
    expect(created.category_name).toBe('Shampoos');
    const read = await send(
      context.app,
      'GET',
      `${productCategory.path}/${created._id}?businessId=${business.businessId}`,
      { cookie: business.owner.cookie },
    );
    expect(read.statusCode).toBe(200);
  });

  it('still refuses a call that names no business', async () => {
    const response = await send(context.app, 'POST', productCategory.path, {
      cookie: business.owner.cookie,
      payload: { category_name: 'Oils' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

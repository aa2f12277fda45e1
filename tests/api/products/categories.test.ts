import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { client, createProduct, expectRefused, simpleProduct, type Client } from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
const MODULE = 'products.Product Category';
const PATH = '/v1/product/category';

interface CategoryDoc {
  _id: string;
  category_name: string;
  category_description: string | null;
  parent: string | null;
  children: { _id: string; category_name: string }[];
  isParent: boolean;
}

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Categories');
  businessId = business.businessId;
  api = client(context.app, businessId, business.owner.cookie);
});

const create = async (category_name: string, parent?: string) => {
  const response = await api.post(PATH, {
    category_name,
    category_description: `${category_name} products`,
    ...(parent && { parent }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ result: CategoryDoc }>(response).result;
};

describe('product categories', () => {
  it('nest: a parent lists its children, isParent is true only without a parent', async () => {
    const hair = await create('Hair care');
    const shampoo = await create('Shampoo', hair._id);
    expect(hair).toMatchObject({ isParent: true, children: [], parent: null });
    expect(shampoo).toMatchObject({ isParent: false, parent: hair._id, children: [] });
    const read = body<{ category: CategoryDoc }>(await api.get(`${PATH}/${hair._id}`)).category;
    expect(read.children).toEqual([{ _id: shampoo._id, category_name: 'Shampoo' }]);
    const page = body<{ categoryPage: { docs: CategoryDoc[] } }>(
      await api.get(PATH, { parent: hair._id }),
    ).categoryPage;
    expect(page.docs.map((doc) => doc._id)).toEqual([shampoo._id]);
  });

  it('refuses a parent that makes a cycle with 422', async () => {
    const top = await create('Nails');
    const middle = await create('Polish', top._id);
    const bottom = await create('Gel polish', middle._id);
    for (const parent of [top._id, bottom._id]) {
      const error = await expectRefused(
        context.database,
        businessId,
        () => api.put(`${PATH}/${top._id}`, { parent }),
        422,
      );
      expect(error.fields).toEqual({
        parent: 'A category cannot sit under itself or one of its sub-categories',
      });
    }
    const moved = await api.put(`${PATH}/${bottom._id}`, { parent: top._id });
    expect(body<{ category: CategoryDoc }>(moved).category.parent).toBe(top._id);
  });

  it('refuses a parent of another business with 422', async () => {
    const other = await createBusiness(context.app, 'Other categories');
    const theirs = body<{ result: CategoryDoc }>(
      await client(context.app, other.businessId, other.owner.cookie).post(PATH, {
        category_name: 'Theirs',
      }),
    ).result;
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post(PATH, { category_name: 'Mine', parent: theirs._id }),
      422,
    );
    expect(error.fields).toEqual({ parent: 'Not found in this business' });
    await expectRefused(
      context.database,
      businessId,
      () => api.delete(`${PATH}/${theirs._id}`, MODULE),
      404,
    );
  });

  it('is not deleted while it has sub-categories or products (409), then is', async () => {
    const skin = await create('Skin');
    const masks = await create('Masks', skin._id);
    const hasChildren = await expectRefused(
      context.database,
      businessId,
      () => api.delete(`${PATH}/${skin._id}`, MODULE),
      409,
    );
    expect(hasChildren).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This category has sub-categories; move or delete them first',
    });
    const product = await createProduct(
      api,
      simpleProduct({ title: 'Clay mask', category: masks._id }),
    );
    expect(product.category).toEqual({ _id: masks._id, category_name: 'Masks', children: [] });
    const hasProducts = await expectRefused(
      context.database,
      businessId,
      () => api.delete(`${PATH}/${masks._id}`, MODULE),
      409,
    );
    expect(hasProducts.message).toBe(
      'This category is used by 1 product(s); change their category first',
    );

    const other = await create('Other');
    expect((await api.put(`/v1/product/${product._id}`, { category: other._id })).statusCode).toBe(
      200,
    );
    expect((await api.delete(`${PATH}/${masks._id}`, MODULE)).statusCode).toBe(200);
    expect((await api.delete(`${PATH}/${skin._id}`, MODULE)).statusCode).toBe(200);
  });

  it('requires a name: the spec text', async () => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post(PATH, { category_name: '' }),
      422,
    );
    expect(error.fields).toEqual({ category_name: 'Category name is required' });
  });
});

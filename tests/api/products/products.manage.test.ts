import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { entryCount, positionsOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import {
  addWarehouse,
  client,
  createProduct,
  expectRefused,
  generalWarehouse,
  simpleProduct,
  type Client,
  type ProductDoc,
} from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
const MODULE = 'products.Product';

type Page = {
  docs: ProductDoc[];
  limit: number;
  page: number;
  pages: number;
  sort: Record<string, number>;
  total: number;
};
const page = async (query: Record<string, string | number | undefined>, path = '/v1/product') => {
  const response = await api.get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ productPage: Page }>(response).productPage;
};
const titles = (found: Page) => found.docs.map((doc) => doc.title).sort();

let shampoo: ProductDoc;
let towels: ProductDoc;
let serum: ProductDoc;
let category: string;
let subCategory: string;

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Manage');
  businessId = business.businessId;
  api = client(context.app, businessId, business.owner.cookie);
  await generalWarehouse(context.database, businessId);
  category = body<{ result: { _id: string } }>(
    await api.post('/v1/product/category', { category_name: 'Hair' }),
  ).result._id;
  subCategory = body<{ result: { _id: string } }>(
    await api.post('/v1/product/category', { category_name: 'Shampoo', parent: category }),
  ).result._id;
  shampoo = await createProduct(
    api,
    simpleProduct(
      { title: 'Argan Shampoo', category: subCategory },
      { sku: 'SH-001', stock: { stock_position: 4 } },
    ),
  );
  towels = await createProduct(
    api,
    simpleProduct({ title: 'Salon Towels', in_store: true, category }),
  );
  serum = await createProduct(api, simpleProduct({ title: 'Hair Serum' }, { sku: 'SER-9' }));
});

describe('listing products', () => {
  it('pages with docs, limit, page, pages, sort, total', async () => {
    const first = await page({ limit: 2 });
    expect(Object.keys(first).sort()).toEqual(['docs', 'limit', 'page', 'pages', 'sort', 'total']);
    expect(first).toMatchObject({ limit: 2, page: 1, pages: 2, total: 3, sort: { createdAt: -1 } });
    expect(first.docs.map((doc) => doc.title)).toEqual(['Hair Serum', 'Salon Towels']);
    expect((await page({ limit: 2, page: 2 })).docs.map((doc) => doc.title)).toEqual([
      'Argan Shampoo',
    ]);
    expect((await page({ sort: 'title', limit: 0 })).docs.map((doc) => doc.title)).toEqual([
      'Argan Shampoo',
      'Hair Serum',
      'Salon Towels',
    ]);
  });

  it('filters by usage, stock, category (with its children), search and dates', async () => {
    expect(titles(await page({ inStore: 'true' }))).toEqual(['Salon Towels']);
    expect(titles(await page({ inStore: 'false' }))).toEqual(['Argan Shampoo', 'Hair Serum']);
    expect(titles(await page({ stock: 'in_stock' }))).toEqual(['Argan Shampoo']);
    expect(titles(await page({ stock: 'out_stock' }))).toEqual(['Hair Serum', 'Salon Towels']);
    expect(titles(await page({ stock: 'variant' }))).toEqual([]);
    expect(titles(await page({ stock: 'non_variant' }))).toHaveLength(3);
    expect(titles(await page({ category }))).toEqual(['Argan Shampoo', 'Salon Towels']);
    expect(titles(await page({ category: subCategory }))).toEqual(['Argan Shampoo']);
    expect(titles(await page({ q: 'hair' }))).toEqual(['Hair Serum']);
    expect(titles(await page({ q: 'ser-9' }))).toEqual(['Hair Serum']);
    const today = new Date().toISOString().slice(0, 10);
    expect(titles(await page({ dateStart: today, dateEnd: today }))).toHaveLength(3);
    expect(titles(await page({ dateEnd: '2020-01-01' }))).toEqual([]);
    expect(titles(await page({ dateStart: '2999-01-01T00:00:00Z' }))).toEqual([]);
  });

  it('reads one product with productId', async () => {
    const response = await api.get('/v1/product', { productId: shampoo._id });
    expect(body<{ product: ProductDoc }>(response).product).toEqual(shampoo);
    expect(shampoo.category).toEqual({ _id: subCategory, category_name: 'Shampoo', children: [] });
    expect(
      (await api.get('/v1/product', { productId: '00000000-0000-7000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await api.get('/v1/product', { productId: 'nope' })).statusCode).toBe(404);
  });

  it.each([
    { stock: 'some' },
    { inStore: 'yes' },
    { dateStart: '12/01/2026' },
    { sort: 'price' },
    { category: 'x' },
    { colour: 'red' },
    { page: '0' },
    { limit: '-1' },
  ])('refuses the query %o with 400', async (query) => {
    expect((await api.get('/v1/product', query)).statusCode).toBe(400);
  });

  it('the sale path lists only sale products and does not reach in-store ones', async () => {
    expect(titles(await page({ limit: 0 }, '/v1/sale-product'))).toEqual([
      'Argan Shampoo',
      'Hair Serum',
    ]);
    expect((await api.get('/v1/sale-product', { inStore: 'true' })).statusCode).toBe(400);
    expect((await api.get('/v1/sale-product', { productId: towels._id })).statusCode).toBe(404);
    expect((await api.put(`/v1/sale-product/${towels._id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await api.delete(`/v1/sale-product/${towels._id}`, MODULE)).statusCode).toBe(404);
  });
});

describe('updating products', () => {
  it("changes the product fields and the simple product's variant, keeping stock positions", async () => {
    const response = await api.put(`/v1/product/${serum._id}`, {
      title: 'Silk Serum',
      status: 'publish',
      product_type: 'simple',
      short_description: 'Shine',
      description: 'For dry ends',
      category,
      attributes: [{ attr_name: 'brand', attr_value: 'Silk' }],
      variants: [
        {
          _id: serum.variants[0]!._id,
          stock: { stock_position: 0, sales_stock_position: 0, monitor_stock: false },
          pricing: { retail_price: 1200, supply_price: 600, last_price: 1100 },
          shipping: { weight: 0.2, dimensions: { length: 10, width: 3, height: 3 } },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = body<{ product: ProductDoc }>(response).product;
    expect(updated).toMatchObject({
      title: 'Silk Serum',
      status: 'publish',
      description: 'For dry ends',
      category: { _id: category, category_name: 'Hair' },
      attributes: [{ attr_name: 'brand', attr_value: 'Silk' }],
    });
    expect(updated.variants[0]).toMatchObject({
      stock: { stock_position: 0, monitor_stock: false },
      pricing: { retail_price: 1200, supply_price: 600, last_price: 1100 },
      shipping: { weight: 0.2, dimensions: { length: 10, width: 3, height: 3 } },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'an empty short description',
      { short_description: ' ' },
      'short_description',
      'Product short description is required',
    ],
    [
      'a long short description',
      { short_description: 'x'.repeat(201) },
      'short_description',
      'Product Short Description shouldn`t be lengthy',
    ],
    ['an empty title', { title: '' }, 'title', 'Product Title is required'],
    ['no category', { category: null }, 'category', 'Category Field is required'],
    [
      'another type',
      { product_type: 'variant' },
      'product_type',
      'The product type cannot be changed',
    ],
    [
      'a changed stock position',
      { variants: [{ stock: { stock_position: 50 } }] },
      'stock',
      'Stock positions follow the stock ledger; post a stock entry to change them',
    ],
    [
      'a negative price',
      { variants: [{ pricing: { retail_price: -1 } }] },
      'variants',
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [
      'two variants',
      { variants: [{}, {}] },
      'variants',
      'A simple product has exactly one variant, without options',
    ],
    ['an option set', { option_set: [] }, 'option_set', 'Unknown field'],
    [
      'an unknown warehouse',
      { salesWarehouse: '00000000-0000-7000-8000-000000000000' },
      'salesWarehouse',
      'Not found in this business',
    ],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/${shampoo._id}`, payload),
      422,
    );
    expect(error.fields?.[field]).toBe(message);
  });

  it('requires a category when the product has none yet', async () => {
    const plain = await createProduct(api, simpleProduct({ title: 'No category yet' }));
    const refused = await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/${plain._id}`, { title: 'Renamed' }),
      422,
    );
    expect(refused.fields).toEqual({ category: 'Category Field is required' });
  });

  it('a new sales warehouse recomputes the sales stock position', async () => {
    const back = await addWarehouse(context.database, businessId, 'Back room');
    const response = await api.put(`/v1/product/${shampoo._id}`, { salesWarehouse: back });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ product: ProductDoc }>(response).product.salesWarehouse).toMatchObject({
      _id: back,
      name: 'Back room',
    });
    expect(await positionsOf(context.database, businessId, shampoo.variants[0]!._id)).toEqual({
      stock: 4,
      sales: 0,
    });
  });
});

describe('deleting products', () => {
  it('refuses while the product holds stock (409), needs the vendor-module header', async () => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.delete(`/v1/product/${shampoo._id}`, MODULE),
      409,
    );
    expect(error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This product still holds stock; move it out with a stock entry before deleting it',
    });
    await expectRefused(
      context.database,
      businessId,
      () => api.delete(`/v1/product/${towels._id}`, 'products.Options'),
      400,
    );
  });

  it('deletes a product without stock, with its variants', async () => {
    const entries = await entryCount(context.database, businessId);
    const response = await api.delete(`/v1/product/${towels._id}`, MODULE);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ product: ProductDoc }>(response).product._id).toBe(towels._id);
    expect((await api.get('/v1/product', { productId: towels._id })).statusCode).toBe(404);
    expect((await api.get(`/v1/products/${towels._id}/variants`)).statusCode).toBe(404);
    expect(await entryCount(context.database, businessId)).toBe(entries);
  });

  it('creates through the sale path as a sale product, never an in-store one', async () => {
    const inStore = await expectRefused(
      context.database,
      businessId,
      () => api.post('/v1/sale-product', simpleProduct({ title: 'Sale Comb', in_store: true })),
      422,
    );
    expect(inStore.fields).toEqual({
      in_store: 'The sale products list holds no in-store products',
    });
    const response = await api.post('/v1/sale-product', simpleProduct({ title: 'Sale Comb' }));
    expect(response.statusCode, response.body).toBe(201);
    const created = body<{ result: ProductDoc }>(response).result;
    expect(created.in_store).toBe(false);
    await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/sale-product/${created._id}`, { in_store: true }),
      422,
    );
    expect((await api.delete(`/v1/sale-product/${created._id}`, MODULE)).statusCode).toBe(200);
  });
});

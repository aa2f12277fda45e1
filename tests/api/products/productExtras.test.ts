import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import {
  client,
  createOption,
  createProduct,
  expectRefused,
  generalWarehouse,
  simpleProduct,
  type Client,
  type ProductDoc,
  type VariantDoc,
} from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
let shampoo: ProductDoc;
let polish: ProductDoc;

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Extras');
  businessId = business.businessId;
  api = client(context.app, businessId, business.owner.cookie);
  await generalWarehouse(context.database, businessId);
  shampoo = await createProduct(
    api,
    simpleProduct(
      { title: '=HYPERLINK("x")', attributes: [{ attr_name: 'brand', attr_value: 'Saluni, Ltd' }] },
      { sku: 'SH-1', stock: { stock_position: 7 } },
    ),
  );
  const colour = await createOption(api, 'Colour', 'Red, Blue');
  const [red, blue] = colour.option_values;
  polish = await createProduct(api, {
    product_type: 'variant',
    title: 'Polish',
    short_description: 'Nails',
    in_store: true,
    option_set: [{ option_name_id: colour._id, option_values: [red!._id, blue!._id] }],
    variants: [
      { sku: 'PO-R', options: [{ option_name_id: colour._id, option_value_id: red!._id }] },
      { sku: 'PO-B', options: [{ option_name_id: colour._id, option_value_id: blue!._id }] },
    ],
  });
});

describe('variants', () => {
  it('updates pricing, shipping, sku and the monitor flag, never the positions', async () => {
    const variant = polish.variants[1]!;
    const response = await api.put(`/v1/product/variant/${variant._id}`, {
      sku: 'PO-BLUE',
      stock: { monitor_stock: false, stock_position: 0 },
      pricing: { supply_price: 50, retail_price: 120.25, last_price: 110 },
      shipping: { weight: 0.05, dimensions: { length: 5, width: 2, height: 2 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ variant: VariantDoc }>(response).variant).toMatchObject({
      _id: variant._id,
      productId: polish._id,
      sku: 'PO-BLUE',
      options: [{ option_name_id: { option_name: 'Colour' }, option_value_id: { value: 'Blue' } }],
      stock: { stock_position: 0, monitor_stock: false },
      pricing: { supply_price: 50, retail_price: 120.25, last_price: 110 },
      shipping: { weight: 0.05, dimensions: { length: 5, width: 2, height: 2 } },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a new stock position',
      { stock: { stock_position: 3 } },
      'stock',
      'Stock positions follow the stock ledger; post a stock entry to change them',
    ],
    [
      'a new sales stock position',
      { stock: { sales_stock_position: 3 } },
      'stock',
      'Stock positions follow the stock ledger; post a stock entry to change them',
    ],
    [
      'a negative price',
      { pricing: { retail_price: -0.01 } },
      'pricing',
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [
      'a price as text',
      { pricing: { retail_price: '10' } },
      'pricing',
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [
      'a negative weight',
      { shipping: { weight: -1 } },
      'shipping',
      'Must be a number of at least 0',
    ],
    ['options', { options: [] }, 'options', 'Unknown field'],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/variant/${polish.variants[0]!._id}`, payload),
      422,
    );
    expect(error.fields?.[field]).toBe(message);
  });

  it("lists a product's variants in order", async () => {
    const response = await api.get(`/v1/products/${polish._id}/variants`);
    expect(response.statusCode).toBe(200);
    expect(
      body<{ variants: VariantDoc[] }>(response).variants.map((variant) => variant.sku),
    ).toEqual(['PO-R', 'PO-BLUE']);
  });

  it('lists every sku of the business', async () => {
    const response = await api.get('/v1/product/skus');
    expect(
      body<{ skus: { sku: string; productId: string; title: string }[] }>(response).skus.map(
        (entry) => entry.sku,
      ),
    ).toEqual(['PO-BLUE', 'PO-R', 'SH-1']);
  });
});

describe('reviews', () => {
  it('records a comment with a rating from 1 to 5 by the caller', async () => {
    const response = await api.post(`/v1/product/${shampoo._id}/review`, {
      comment: ' Lovely scent ',
      rating: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(body<{ review: Record<string, unknown> }>(response).review).toMatchObject({
      productId: shampoo._id,
      comment: 'Lovely scent',
      rating: 5,
      user: { fullName: 'Test owner' },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a rating of 0',
      { comment: 'Bad', rating: 0 },
      'rating',
      'Rating must be a whole number from 1 to 5',
    ],
    [
      'a rating of 6',
      { comment: 'Good', rating: 6 },
      'rating',
      'Rating must be a whole number from 1 to 5',
    ],
    [
      'a fractional rating',
      { comment: 'Good', rating: 4.5 },
      'rating',
      'Rating must be a whole number from 1 to 5',
    ],
    ['no comment', { comment: '  ', rating: 3 }, 'comment', 'Comment is required'],
  ])('refuses %s', async (_case, payload, field, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post(`/v1/product/${shampoo._id}/review`, payload),
      422,
    );
    expect(error.fields?.[field]).toBe(message);
  });
});

describe('export', () => {
  it('downloads inventory.csv with one row per variant, formulas neutralised', async () => {
    const response = await api.get('/v1/product/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inventory.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.SKU === 'SH-1')).toMatchObject({
      Title: `'=HYPERLINK("x")`,
      Type: 'simple',
      Usage: 'Sale',
      Brand: 'Saluni, Ltd',
      Stock: '7',
      'Retail price': '850.50',
    });
    expect(rows.find((row) => row.SKU === 'PO-R')).toMatchObject({
      Usage: 'In-store',
      Options: 'Colour: Red',
    });
    const filtered = parse((await api.get('/v1/product/export', { inStore: 'true' })).body, {
      columns: true,
    }) as unknown[];
    expect(filtered).toHaveLength(2);
  });
});

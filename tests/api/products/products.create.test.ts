import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouses } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { balanceOf, entryCount } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import {
  addWarehouse,
  client,
  createOption,
  createProduct,
  expectRefused,
  generalWarehouse,
  simpleProduct,
  type Client,
  type OptionDoc,
  type ProductDoc,
} from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
let general: string;
let size: OptionDoc;
let colour: OptionDoc;

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Catalogue');
  businessId = business.businessId;
  api = client(context.app, businessId, business.owner.cookie);
  general = await generalWarehouse(context.database, businessId);
  size = await createOption(api, 'Size', 'Small, Large');
  colour = await createOption(api, 'Colour', ['Red', 'Blue', 'Green']);
});

const value = (option: OptionDoc, text: string) =>
  option.option_values.find((entry) => entry.value === text)!._id;
const variantProduct = (
  variants: { size: string; colour: string; stock?: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  product_type: 'variant',
  title: 'Nail Polish',
  short_description: 'Long lasting colour',
  option_set: [
    { option_name_id: size._id, option_values: [value(size, 'Small'), value(size, 'Large')] },
    { option_name_id: colour._id, option_values: [value(colour, 'Red'), value(colour, 'Blue')] },
  ],
  variants: variants.map((variant) => ({
    sku: `NP-${variant.size}-${variant.colour}`,
    options: [
      { option_name_id: size._id, option_value_id: value(size, variant.size) },
      { option_name_id: colour._id, option_value_id: value(colour, variant.colour) },
    ],
    stock: { stock_position: variant.stock ?? 0, monitor_stock: true },
    pricing: { supply_price: 100, retail_price: 250, last_price: 240 },
  })),
  ...overrides,
});

describe('creating a simple product', () => {
  it('stores one variant with pricing, General as sales warehouse, and brand/weight as attributes only when filled', async () => {
    const product = await createProduct(
      api,
      simpleProduct({
        attributes: [
          { attr_name: 'brand', attr_value: 'Saluni' },
          { attr_name: 'manufacturer', attr_value: '  ' },
          { attr_name: 'weight', attr_value: '0.5' },
        ],
      }),
    );
    expect(product).toMatchObject({
      title: 'Argan Oil Shampoo',
      status: 'draft',
      product_type: 'simple',
      in_store: false,
      attributes: [
        { attr_name: 'brand', attr_value: 'Saluni' },
        { attr_name: 'weight', attr_value: '0.5' },
      ],
      salesWarehouse: { _id: general, name: 'General' },
      option_set: [],
      isAvailable: false,
    });
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0]).toMatchObject({
      options: [],
      stock: { stock_position: 0, sales_stock_position: 0, monitor_stock: true },
      pricing: { supply_price: 400, retail_price: 850.5, last_price: 800 },
    });
  });

  it('posts the opening quantity as an IN entry to the sales warehouse', async () => {
    const before = await entryCount(context.database, businessId);
    const product = await createProduct(
      api,
      simpleProduct({ title: 'Hair Serum' }, { stock: { stock_position: 12 } }),
    );
    const [variant] = product.variants;
    expect(variant!.stock).toMatchObject({ stock_position: 12, sales_stock_position: 12 });
    expect(product.isAvailable).toBe(true);
    expect(await balanceOf(context.database, businessId, variant!._id, general)).toBe(12);
    expect(await entryCount(context.database, businessId)).toBe(before + 1);
  });

  it('uses the sales warehouse it is given', async () => {
    const front = await addWarehouse(context.database, businessId, 'Front desk');
    const product = await createProduct(
      api,
      simpleProduct({ title: 'Comb', salesWarehouse: front }, { stock: { stock_position: 3 } }),
    );
    expect(product.salesWarehouse).toMatchObject({ _id: front, name: 'Front desk' });
    expect(await balanceOf(context.database, businessId, product.variants[0]!._id, front)).toBe(3);
  });
});

describe('creating a variant product', () => {
  it('stores the option set and one variant per chosen combination, with opening stock each', async () => {
    const product = await createProduct(
      api,
      variantProduct([
        { size: 'Small', colour: 'Red', stock: 5 },
        { size: 'Large', colour: 'Blue' },
      ]),
    );
    expect(product.option_set).toEqual([
      {
        option_name_id: { _id: size._id, option_name: 'Size' },
        option_values: [
          { _id: value(size, 'Small'), value: 'Small' },
          { _id: value(size, 'Large'), value: 'Large' },
        ],
      },
      {
        option_name_id: { _id: colour._id, option_name: 'Colour' },
        option_values: [
          { _id: value(colour, 'Red'), value: 'Red' },
          { _id: value(colour, 'Blue'), value: 'Blue' },
        ],
      },
    ]);
    expect(
      product.variants.map((variant) =>
        variant.options.map((option) => option.option_value_id.value),
      ),
    ).toEqual([
      ['Small', 'Red'],
      ['Large', 'Blue'],
    ]);
    expect(product.variants.map((variant) => variant.stock.stock_position)).toEqual([5, 0]);
    expect(product.skus).toEqual(['NP-Small-Red', 'NP-Large-Blue']);
  });

  it.each([
    [
      'a duplicate combination',
      () =>
        variantProduct([
          { size: 'Small', colour: 'Red' },
          { size: 'Small', colour: 'Red' },
        ]),
      'variants',
      'Two variants have the same options',
    ],
    [
      'more variants than combinations',
      () =>
        variantProduct([
          { size: 'Small', colour: 'Red' },
          { size: 'Small', colour: 'Blue' },
          { size: 'Large', colour: 'Red' },
          { size: 'Large', colour: 'Blue' },
          { size: 'Large', colour: 'Blue' },
        ]),
      'variants',
      'At most 4 variants: one per combination of the option values',
    ],
    [
      'a value outside the option set',
      () => variantProduct([{ size: 'Small', colour: 'Green' }]),
      'variants',
      'Each variant needs one value of every option of the product, from its option set',
    ],
    [
      'no option set',
      () => variantProduct([{ size: 'Small', colour: 'Red' }], { option_set: [] }),
      'option_set',
      'Product Option is required!',
    ],
    [
      'an option without values',
      () =>
        variantProduct([{ size: 'Small', colour: 'Red' }], {
          option_set: [{ option_name_id: size._id, option_values: [] }],
        }),
      'option_set',
      'Product Option is required!',
    ],
    [
      'a value of another option',
      () =>
        variantProduct([{ size: 'Small', colour: 'Red' }], {
          option_set: [{ option_name_id: size._id, option_values: [value(colour, 'Red')] }],
        }),
      'option_set',
      'Not found in this business',
    ],
    [
      'a variant missing an option',
      () => ({
        ...variantProduct([]),
        variants: [
          { options: [{ option_name_id: size._id, option_value_id: value(size, 'Small') }] },
        ],
      }),
      'variants[0].options',
      'Variant 1: choose its Colour',
    ],
    ['no variants', () => variantProduct([]), 'variants', 'Add at least one variant'],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post('/v1/product', payload()),
      422,
    );
    expect(error.fields?.[field]).toBe(message);
  });
});

describe('bad input on create is a 422 naming the field, and changes nothing', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', simpleProduct({ title: '  ' }), 'title', 'Product Title is required'],
    [
      'no short description',
      simpleProduct({ short_description: '' }),
      'short_description',
      'Product Short Description is required',
    ],
    [
      'a long short description',
      simpleProduct({ short_description: 'x'.repeat(201) }),
      'short_description',
      'Product Short Description shouldn`t be lengthy',
    ],
    [
      'an unknown type',
      simpleProduct({ product_type: 'bundle' }),
      'product_type',
      'Must be one of simple, variant',
    ],
    [
      'two variants on a simple product',
      { ...simpleProduct(), variants: [{}, {}] },
      'variants',
      'A simple product has exactly one variant, without options',
    ],
    [
      'an option set on a simple product',
      simpleProduct({
        option_set: [
          {
            option_name_id: '00000000-0000-7000-8000-000000000000',
            option_values: ['00000000-0000-7000-8000-000000000001'],
          },
        ],
      }),
      'option_set',
      'A simple product has no option set',
    ],
    [
      'a negative opening quantity',
      simpleProduct({}, { stock: { stock_position: -1 } }),
      'variants',
      'Must be a whole number of at least 0',
    ],
    [
      'a fractional opening quantity',
      simpleProduct({}, { stock: { stock_position: 1.5 } }),
      'variants',
      'Must be a whole number of at least 0',
    ],
    [
      'a quantity given as text',
      simpleProduct({}, { stock: { stock_position: '4' } }),
      'variants',
      'Must be a whole number of at least 0',
    ],
    [
      'a negative price',
      simpleProduct({}, { pricing: { retail_price: -5 } }),
      'variants',
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [
      'a price with three decimals',
      simpleProduct({}, { pricing: { retail_price: 1.005 } }),
      'variants',
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [
      'a negative weight',
      simpleProduct({ attributes: [{ attr_name: 'weight', attr_value: '-2' }] }),
      'attributes',
      'Weight must be a number of at least 0',
    ],
    [
      'a negative shipping size',
      simpleProduct({}, { shipping: { weight: 1, dimensions: { length: -1 } } }),
      'variants',
      'Must be a number of at least 0',
    ],
    ['an unknown field', simpleProduct({ colour: 'red' }), 'colour', 'Unknown field'],
    ['an unknown variant field', simpleProduct({}, { price: 5 }), 'variants', 'Unknown field'],
    [
      'a bad category id',
      simpleProduct({ category: 'abc' }),
      'category',
      'Must be the id of a record',
    ],
    [
      'an unknown category',
      simpleProduct({ category: '00000000-0000-7000-8000-000000000000' }),
      'category',
      'Not found in this business',
    ],
    [
      'an unknown warehouse',
      simpleProduct({ salesWarehouse: '00000000-0000-7000-8000-000000000000' }),
      'salesWarehouse',
      'Not found in this business',
    ],
  ])('%s', async (_case, payload, field, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post('/v1/product', payload),
      422,
    );
    expect(error.fields?.[field]).toBe(message);
  });

  it('opening stock without any sales warehouse is refused', async () => {
    const other = await createBusiness(context.app, 'No warehouse');
    // The stock screens never remove General; a business restored without it must still not get stock nowhere.
    await context.database.db.delete(warehouses).where(eq(warehouses.businessId, other.businessId));
    const otherApi = client(context.app, other.businessId, other.owner.cookie);
    const error = await expectRefused(
      context.database,
      other.businessId,
      () => otherApi.post('/v1/product', simpleProduct({}, { stock: { stock_position: 2 } })),
      422,
    );
    expect(error.fields).toEqual({
      salesWarehouse: 'Choose a sales warehouse: the business has no warehouse named General',
    });
  });

  it('an empty body names the required fields', async () => {
    const response = await api.post('/v1/product', {});
    expect(response.statusCode).toBe(422);
    expect(
      body<{ error: { fields: Record<string, string> } }>(response).error.fields,
    ).toMatchObject({ title: 'Product Title is required' });
  });

  it("another business's option, category and warehouse are not found", async () => {
    const other = await createBusiness(context.app, 'Other');
    const otherApi = client(context.app, other.businessId, other.owner.cookie);
    const theirWarehouse = await generalWarehouse(context.database, other.businessId);
    const theirOption = await createOption(otherApi, 'Scent', 'Rose');
    const categoryResponse = await otherApi.post('/v1/product/category', {
      category_name: 'Theirs',
    });
    const theirCategory = body<{ result: ProductDoc }>(categoryResponse).result._id;
    for (const [payload, field] of [
      [simpleProduct({ salesWarehouse: theirWarehouse }), 'salesWarehouse'],
      [simpleProduct({ category: theirCategory }), 'category'],
      [
        variantProduct([{ size: 'Small', colour: 'Red' }], {
          option_set: [
            { option_name_id: theirOption._id, option_values: [theirOption.option_values[0]!._id] },
          ],
        }),
        'option_set',
      ],
    ] as const) {
      const error = await expectRefused(
        context.database,
        businessId,
        () => api.post('/v1/product', payload),
        422,
      );
      expect(error.fields?.[field]).toBe('Not found in this business');
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { setupTestApp } from '../support/testApp';
import {
  client,
  createOption,
  createProduct,
  expectRefused,
  simpleProduct,
  type Client,
  type OptionDoc,
  type ProductDoc,
} from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
let size: OptionDoc;
let colour: OptionDoc;

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Variants at once');
  businessId = business.businessId;
  api = client(context.app, businessId, business.owner.cookie);
  size = await createOption(api, 'Size', 'Small, Large');
  colour = await createOption(api, 'Colour', ['Red', 'Blue']);
});

const valueId = (option: OptionDoc, text: string) =>
  option.option_values.find((entry) => entry.value === text)!._id;
const pick = (option: OptionDoc, text: string) => ({
  option_name_id: option._id,
  option_value_id: valueId(option, text),
});

/** A variant product holding Small / Red only, as Add Product makes it. */
const polish = (title: string) =>
  createProduct(api, {
    product_type: 'variant',
    title,
    short_description: 'Long lasting colour',
    option_set: [
      { option_name_id: size._id, option_values: [valueId(size, 'Small')] },
      { option_name_id: colour._id, option_values: [valueId(colour, 'Red')] },
    ],
    variants: [{ sku: `${title}-S-R`, options: [pick(size, 'Small'), pick(colour, 'Red')] }],
  });

const addVariants = (productId: string, variants: unknown[], caller: Client = api) =>
  caller.post(`/v1/product/${productId}/variants`, { variants });
const names = (product: ProductDoc) =>
  product.variants.map((variant) =>
    variant.options.map((option) => option.option_value_id.value).join(' / '),
  );

describe('POST /v1/product/{id}/variants', () => {
  it('adds every ticked combination at once, each with its values and SKU, and grows the option set', async () => {
    const product = await polish('GEL');
    const response = await addVariants(product._id, [
      { sku: 'GEL-S-B', options: [pick(size, 'Small'), pick(colour, 'Blue')] },
      { sku: 'GEL-L-R', options: [pick(size, 'Large'), pick(colour, 'Red')] },
      { sku: 'GEL-L-B', options: [pick(size, 'Large'), pick(colour, 'Blue')] },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const stored = body<{ product: ProductDoc }>(response).product;
    expect(names(stored)).toEqual(['Small / Red', 'Small / Blue', 'Large / Red', 'Large / Blue']);
    expect(stored.skus).toEqual(['GEL-S-R', 'GEL-S-B', 'GEL-L-R', 'GEL-L-B']);
    expect(stored.variants[3]).toMatchObject({
      stock: { stock_position: 0, monitor_stock: true },
      pricing: { retail_price: 0 },
    });
    expect(
      stored.option_set.map((entry) => entry.option_values.map((value) => value.value)),
    ).toEqual([
      ['Small', 'Large'],
      ['Red', 'Blue'],
    ]);
  });

  it('adds only the combinations sent, and a typed value joins its option (matching an existing one ignoring case)', async () => {
    const product = await polish('TINT');
    const response = await addVariants(product._id, [
      {
        sku: 'TINT-XL-R',
        options: [{ option_name_id: size._id, value: ' XL ' }, pick(colour, 'Red')],
      },
      { sku: null, options: [{ option_name_id: size._id, value: 'large' }, pick(colour, 'Red')] },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(names(body<{ product: ProductDoc }>(response).product)).toEqual([
      'Small / Red',
      'XL / Red',
      'Large / Red',
    ]);
    const option = body<{ option: OptionDoc }>(
      await api.get(`/v1/product/options/${size._id}`),
    ).option;
    expect(option.option_values.map((value) => value.value)).toEqual(['Small', 'Large', 'XL']);
  });

  it('refuses a combination the product already has, naming it, and adds none of the others', async () => {
    const product = await polish('BALM');
    const error = await expectRefused(
      context.database,
      businessId,
      () =>
        addVariants(product._id, [
          { options: [pick(size, 'Large'), pick(colour, 'Red')] },
          { options: [pick(size, 'Small'), pick(colour, 'Red')] },
        ]),
      422,
    );
    expect(error.fields).toEqual({
      'variants[1].options': 'Small / Red is already a variant of this product',
    });
  });

  it.each<[string, (productId: string) => unknown[], string, string]>([
    [
      'the same combination twice',
      () => [
        { options: [pick(size, 'Large'), pick(colour, 'Blue')] },
        { options: [pick(size, 'Large'), pick(colour, 'Blue')] },
      ],
      'variants[1].options',
      'Two variants have the same options',
    ],
    [
      'a variant without one of the options',
      () => [{ options: [pick(size, 'Large')] }],
      'variants[0].options',
      'Variant 1: choose its Colour',
    ],
    [
      'an option the product does not have',
      () => [{ options: [pick(size, 'Large'), pick(colour, 'Blue'), pick(colour, 'Red')] }],
      'variants[0].options',
      'Not an option of this product',
    ],
    [
      'a value of another option',
      () => [
        {
          options: [
            { option_name_id: size._id, option_value_id: valueId(colour, 'Blue') },
            pick(colour, 'Blue'),
          ],
        },
      ],
      'variants[0].options',
      'Not found in this business',
    ],
    ['no variants', () => [], 'variants', 'Add at least one variant'],
    [
      'an unknown key',
      () => [{ options: [pick(size, 'Large'), pick(colour, 'Blue')], colour: 'Blue' }],
      'variants',
      'Unknown field',
    ],
  ])(
    'refuses %s with a 422 field message and changes nothing',
    async (_case, variants, field, message) => {
      const product = await polish(`OIL-${field.length}-${_case.length}`);
      const error = await expectRefused(
        context.database,
        businessId,
        () => addVariants(product._id, variants(product._id)),
        422,
      );
      expect(error.fields, JSON.stringify(error.fields)).toMatchObject({ [field]: message });
    },
  );

  it('refuses an SKU another variant holds with 409 and changes nothing', async () => {
    const product = await polish('MASK');
    const error = await expectRefused(
      context.database,
      businessId,
      () =>
        addVariants(product._id, [
          { sku: 'MASK-S-R', options: [pick(size, 'Large'), pick(colour, 'Red')] },
        ]),
      409,
    );
    expect(error.code).toBe('DUPLICATE_KEY');
  });

  it('refuses a simple product with a 422 on variants', async () => {
    const product = await createProduct(api, simpleProduct({ title: 'Comb' }));
    const error = await expectRefused(
      context.database,
      businessId,
      () => addVariants(product._id, [{ options: [pick(size, 'Large')] }]),
      422,
    );
    expect(error.fields).toEqual({ variants: 'Only a variant product takes more variants' });
  });

  it('answers in Swahili for a Swahili reader', async () => {
    const product = await polish('SABUNI');
    const admin = await addMember(context.app, context.database, businessId, {}, 'admin');
    await send(context.app, 'PUT', '/v1/user/language', {
      cookie: admin.cookie,
      payload: { language: 'sw' },
    });
    const response = await addVariants(
      product._id,
      [{ options: [pick(size, 'Large')] }],
      client(context.app, businessId, admin.cookie),
    );
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(response.body).error.fields).toEqual({
      'variants[0].options': 'Toleo la 1: chagua Colour yake',
    });
  });

  it('needs create on products, and update on options to type a new value', async () => {
    const product = await polish('CREAM');
    const reader = await addMember(context.app, context.database, businessId, {
      'products.Product': ['read', 'update'],
    });
    const maker = await addMember(context.app, context.database, businessId, {
      'products.Product': ['create'],
    });
    const asReader = client(context.app, businessId, reader.cookie);
    const asMaker = client(context.app, businessId, maker.cookie);
    await expectRefused(
      context.database,
      businessId,
      () =>
        addVariants(
          product._id,
          [{ options: [pick(size, 'Large'), pick(colour, 'Red')] }],
          asReader,
        ),
      403,
    );
    await expectRefused(
      context.database,
      businessId,
      () =>
        addVariants(
          product._id,
          [{ options: [{ option_name_id: size._id, value: 'XXL' }, pick(colour, 'Red')] }],
          asMaker,
        ),
      403,
    );
    const response = await addVariants(
      product._id,
      [{ options: [pick(size, 'Large'), pick(colour, 'Red')] }],
      asMaker,
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

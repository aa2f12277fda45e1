import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, ModuleName } from '../../../registry/modules';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { snapshot } from '../support/records';
import { setupTestApp, type TestApp } from '../support/testApp';
import { client, createOption, createProduct, simpleProduct } from './support';

const context = setupTestApp();

/** Fresh records of business A that a call acts on. */
interface Targets {
  productId: string;
  variantId: string;
  optionId: string;
  valueId: string;
}

interface Call {
  name: string;
  module: ModuleName;
  action: Action;
  /** The request, as `cookie` naming `businessId`, on `targets`. */
  request: (
    app: TestApp,
    cookie: string | undefined,
    businessId: string,
    targets: Targets,
  ) => Promise<LightMyRequestResponse>;
}

const json =
  (
    method: 'GET' | 'POST' | 'PUT',
    url: (t: Targets) => string,
    payload: Record<string, unknown> = {},
    query: (t: Targets) => Record<string, string> = () => ({}),
  ) =>
  (app: TestApp, cookie: string | undefined, businessId: string, targets: Targets) =>
    method === 'GET'
      ? send(app, 'GET', withQuery(url(targets), { businessId, ...query(targets) }), { cookie })
      : send(app, method, url(targets), { cookie, payload: { ...payload, businessId } });
const remove =
  (url: (t: Targets) => string, module: ModuleName) =>
  (app: TestApp, cookie: string | undefined, businessId: string, targets: Targets) =>
    send(app, 'DELETE', withQuery(url(targets), { businessId }), {
      cookie,
      headers: { 'vendor-module': module },
    });
const image =
  (url: (t: Targets) => string) =>
  (app: TestApp, cookie: string | undefined, businessId: string, targets: Targets) =>
    send(app, 'PUT', url(targets), {
      cookie,
      ...multipartBody({ businessId }, [
        {
          field: 'files',
          filename: 'a.png',
          content: pngImage(700, 500),
          contentType: 'image/png',
        },
      ]),
    });

const P = 'products.Product';
const O = 'products.Options';
const CALLS: Call[] = [
  { name: 'list products', module: P, action: 'read', request: json('GET', () => '/v1/product') },
  {
    name: 'read a product',
    module: P,
    action: 'read',
    request: json(
      'GET',
      () => '/v1/product',
      {},
      (t) => ({ productId: t.productId }),
    ),
  },
  {
    name: 'create a product',
    module: P,
    action: 'create',
    request: json('POST', () => '/v1/product', simpleProduct()),
  },
  {
    name: 'update a product',
    module: P,
    action: 'update',
    request: json('PUT', (t) => `/v1/product/${t.productId}`, { status: 'publish' }),
  },
  {
    name: 'delete a product',
    module: P,
    action: 'delete',
    request: remove((t) => `/v1/product/${t.productId}`, P),
  },
  {
    name: 'upload product images',
    module: P,
    action: 'update',
    request: image((t) => `/v1/product/images/${t.productId}`),
  },
  {
    name: 'update a variant',
    module: P,
    action: 'update',
    request: json('PUT', (t) => `/v1/product/variant/${t.variantId}`, {
      pricing: { retail_price: 5 },
    }),
  },
  {
    name: 'upload variant images',
    module: P,
    action: 'update',
    request: image((t) => `/v1/product/variant/images/${t.variantId}`),
  },
  { name: 'list skus', module: P, action: 'read', request: json('GET', () => '/v1/product/skus') },
  {
    name: "list a product's variants",
    module: P,
    action: 'read',
    request: json('GET', (t) => `/v1/products/${t.productId}/variants`),
  },
  {
    name: 'review a product',
    module: P,
    action: 'update',
    request: json('POST', (t) => `/v1/product/${t.productId}/review`, {
      comment: 'Nice',
      rating: 4,
    }),
  },
  {
    name: 'export products',
    module: P,
    action: 'read',
    request: json('GET', () => '/v1/product/export'),
  },
  {
    name: 'list sale products',
    module: P,
    action: 'read',
    request: json('GET', () => '/v1/sale-product'),
  },
  {
    name: 'create a sale product',
    module: P,
    action: 'create',
    request: json('POST', () => '/v1/sale-product', simpleProduct()),
  },
  {
    name: 'update a sale product',
    module: P,
    action: 'update',
    request: json('PUT', (t) => `/v1/sale-product/${t.productId}`, { status: 'pending' }),
  },
  {
    name: 'delete a sale product',
    module: P,
    action: 'delete',
    request: remove((t) => `/v1/sale-product/${t.productId}`, P),
  },
  {
    name: 'upload a sale product image',
    module: P,
    action: 'update',
    request: image((t) => `/v1/sale-product/image/${t.productId}`),
  },
  {
    name: 'create an option',
    module: O,
    action: 'create',
    request: json('POST', () => '/v1/product/options', {
      option_name: 'Fresh option',
      option_values: 'A',
    }),
  },
  {
    name: 'list options',
    module: O,
    action: 'read',
    request: json('GET', () => '/v1/product/options'),
  },
  {
    name: 'read an option',
    module: O,
    action: 'read',
    request: json('GET', (t) => `/v1/product/options/${t.optionId}`),
  },
  {
    name: 'update an option',
    module: O,
    action: 'update',
    request: json('PUT', (t) => `/v1/product/options/${t.optionId}`, { option_values: 'X, Y, Z' }),
  },
  {
    name: 'delete an option',
    module: O,
    action: 'delete',
    request: remove((t) => `/v1/product/options/${t.optionId}`, O),
  },
  {
    name: 'delete an option value',
    module: O,
    action: 'delete',
    request: remove((t) => `/v1/product/options/value/${t.valueId}`, O),
  },
];
/** Calls that name a record of business A in their URL or query. */
const NAMES_A_RECORD = new Set(
  CALLS.filter(
    (call) =>
      /product |variant|option|sale product/.test(call.name) &&
      !/^(list|create|export)/.test(call.name),
  ).map((call) => call.name),
);

let a: TestBusiness;
let b: TestBusiness;
let counter = 0;
/** Products carry a category: the edit form (and so PUT) requires one. */
let categoryId: string;

/** A product without stock and an option with two values, fresh per call so deletes have something to delete. */
const freshTargets = async (): Promise<Targets> => {
  const api = client(context.app, a.businessId, a.owner.cookie);
  counter += 1;
  const product = await createProduct(
    api,
    simpleProduct({ title: `Target ${counter}`, category: categoryId }),
  );
  const option = await createOption(api, `Option ${counter}`, 'One, Two');
  return {
    productId: product._id,
    variantId: product.variants[0]!._id,
    optionId: option._id,
    valueId: option.option_values[0]!._id,
  };
};

beforeAll(async () => {
  a = await createBusiness(context.app, 'Access A');
  b = await createBusiness(context.app, 'Access B');
  const category = await client(context.app, a.businessId, a.owner.cookie).post(
    '/v1/product/category',
    { category_name: 'Retail' },
  );
  categoryId = body<{ result: { _id: string } }>(category).result._id;
});

describe.each(CALLS.map((call) => [call.name, call] as const))('%s', (_name, call) => {
  it('is 401 signed out and changes nothing', async () => {
    const targets = await freshTargets();
    const before = await snapshot(context.database, a.businessId);
    expect((await call.request(context.app, undefined, a.businessId, targets)).statusCode).toBe(
      401,
    );
    expect(await snapshot(context.database, a.businessId)).toEqual(before);
  });

  it('is 403 for staff without that permission (holding every other one) and changes nothing', async () => {
    const others = (['read', 'create', 'update', 'delete'] as const).filter(
      (action) => action !== call.action,
    );
    const staff = await addMember(context.app, context.database, a.businessId, {
      [call.module]: others,
    });
    const targets = await freshTargets();
    const before = await snapshot(context.database, a.businessId);
    expect((await call.request(context.app, staff.cookie, a.businessId, targets)).statusCode).toBe(
      403,
    );
    expect(await snapshot(context.database, a.businessId)).toEqual(before);
  });

  it('succeeds for staff holding just that permission', async () => {
    const staff = await addMember(context.app, context.database, a.businessId, {
      [call.module]: [call.action],
    });
    const response = await call.request(
      context.app,
      staff.cookie,
      a.businessId,
      await freshTargets(),
    );
    expect([200, 201], response.body).toContain(response.statusCode);
  });

  it("is 403 for another business's owner naming this business, 404 for its records through their own", async () => {
    const targets = await freshTargets();
    const before = await snapshot(context.database, a.businessId);
    expect(
      (await call.request(context.app, b.owner.cookie, a.businessId, targets)).statusCode,
    ).toBe(403);
    if (NAMES_A_RECORD.has(call.name))
      expect(
        (await call.request(context.app, b.owner.cookie, b.businessId, targets)).statusCode,
      ).toBe(404);
    expect(await snapshot(context.database, a.businessId)).toEqual(before);
  });
});

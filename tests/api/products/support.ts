import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { OpenDatabase } from '../../../server/db/database';
import { warehouses } from '../../../server/db/schema';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import type { TestApp } from '../support/testApp';

export type Doc = Record<string, unknown> & { _id: string };

export interface OptionDoc {
  _id: string;
  option_name: string;
  option_values: { _id: string; value: string }[];
}

export interface VariantDoc {
  _id: string;
  productId: string;
  sku: string | null;
  images: string[];
  options: {
    option_name_id: { _id: string; option_name: string };
    option_value_id: { _id: string; value: string };
  }[];
  stock: { stock_position: number; sales_stock_position: number; monitor_stock: boolean };
  pricing: { supply_price: number; retail_price: number; last_price: number };
  shipping: {
    weight: number | null;
    dimensions: { length: number | null; width: number | null; height: number | null };
  };
  isAvailable: boolean;
}

export interface ProductDoc {
  _id: string;
  title: string;
  status: string;
  product_type: 'simple' | 'variant';
  in_store: boolean;
  short_description: string;
  description: string | null;
  images: string[];
  attributes: { attr_name: string; attr_value: string }[];
  category: {
    _id: string;
    category_name: string;
    children: { _id: string; category_name: string }[];
  } | null;
  salesWarehouse: { _id: string; name: string; location: string | null } | null;
  option_set: {
    option_name_id: { _id: string; option_name: string };
    option_values: { _id: string; value: string }[];
  }[];
  variants: VariantDoc[];
  isAvailable: boolean;
  skus: string[];
}

/** The business's warehouse named General (every business gets one when it is created). */
export const generalWarehouse = async (
  database: OpenDatabase,
  businessId: string,
): Promise<string> => {
  const [row] = await database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.businessId, businessId), eq(warehouses.name, 'General')));
  if (!row) throw new Error('business has no General warehouse');
  return row.id;
};

export const addWarehouse = async (
  database: OpenDatabase,
  businessId: string,
  name: string,
): Promise<string> => {
  const id = uuidv7();
  await database.db.insert(warehouses).values({ businessId, id, name });
  return id;
};

/** A caller bound to one business and cookie. */
export const client = (app: TestApp, businessId: string, cookie: string) => ({
  get: (url: string, query: Record<string, string | number | undefined> = {}) =>
    send(app, 'GET', withQuery(url, { businessId, ...query }), { cookie }),
  post: (url: string, payload: Record<string, unknown>) =>
    send(app, 'POST', url, { cookie, payload: { businessId, ...payload } }),
  put: (url: string, payload: Record<string, unknown>) =>
    send(app, 'PUT', url, { cookie, payload: { businessId, ...payload } }),
  delete: (url: string, module: string) =>
    send(app, 'DELETE', withQuery(url, { businessId }), {
      cookie,
      headers: { 'vendor-module': module },
    }),
});

export type Client = ReturnType<typeof client>;

export const createOption = async (
  api: Client,
  option_name: string,
  option_values: unknown,
): Promise<OptionDoc> => {
  const response = await api.post('/v1/product/options', { option_name, option_values });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ option: OptionDoc }>(response).option;
};

export const simpleProduct = (
  overrides: Record<string, unknown> = {},
  variant: Record<string, unknown> = {},
) => ({
  product_type: 'simple',
  title: 'Argan Oil Shampoo',
  short_description: 'Gentle daily shampoo',
  variants: [
    {
      sku: null,
      stock: { stock_position: 0, monitor_stock: true },
      pricing: { supply_price: 400, retail_price: 850.5, last_price: 800 },
      ...variant,
    },
  ],
  ...overrides,
});

export const createProduct = async (
  api: Client,
  payload: Record<string, unknown>,
): Promise<ProductDoc> => {
  const response = await api.post('/v1/product', payload);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ result: ProductDoc }>(response).result;
};

/**
 * Runs a request that must be refused: the expected status, an error message, and no row of
 * the business changed.
 */
export const expectRefused = async (
  database: OpenDatabase,
  businessId: string,
  request: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) => {
  const before = await snapshot(database, businessId);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const error = (JSON.parse(response.body) as ErrorBody).error;
  expect(error.message).toBeTruthy();
  expect(await snapshot(database, businessId)).toEqual(before);
  return error;
};

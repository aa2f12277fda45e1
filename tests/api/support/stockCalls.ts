import type { LightMyRequestResponse } from 'fastify';
import { send, withQuery } from './http';
import type { TestApp } from './testApp';

/** The stock calls of inventory.md 7 as a signed-in user of one business. */
export const stockCalls = (app: TestApp, cookie: string, businessId: string) => ({
  businessId,
  cookie,
  post: (payload: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    send(app, 'POST', '/v1/stock/', { cookie, payload: { businessId, ...payload } }),
  transfer: (payload: Record<string, unknown>) =>
    send(app, 'POST', '/v1/stock/transfer', { cookie, payload: { businessId, ...payload } }),
  list: (query: Record<string, string | number | undefined> = {}) =>
    send(app, 'GET', withQuery('/v1/stock', { businessId, ...query }), { cookie }),
  get: (id: string) => send(app, 'GET', withQuery(`/v1/stock/${id}`, { businessId }), { cookie }),
  edit: (id: string, payload: Record<string, unknown>) =>
    send(app, 'PUT', `/v1/stock/${id}`, { cookie, payload: { businessId, ...payload } }),
  remove: (id: string) =>
    send(app, 'DELETE', withQuery(`/v1/stock/${id}`, { businessId }), {
      cookie,
      headers: { 'vendor-module': 'products.Stock' },
    }),
  balance: (query: Record<string, string | undefined>) =>
    send(app, 'GET', withQuery('/v1/stock/balance', { businessId, ...query }), { cookie }),
  warehouseBalance: (query: Record<string, string | undefined>) =>
    send(app, 'GET', withQuery('/v1/stock/warehouse-balance', { businessId, ...query }), {
      cookie,
    }),
  sync: (payload: Record<string, unknown>) =>
    send(app, 'POST', '/v1/stock/sync-variant-stock', {
      cookie,
      payload: { businessId, ...payload },
    }),
});

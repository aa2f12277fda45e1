import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { client, employee } from '../../../registry';
import { appointments } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
import { generalWarehouseOf, insertProduct, insertWarehouse } from '../support/stock';
import { stockCalls } from '../support/stockCalls';
import type { TestContext } from '../support/testApp';

export interface UsageDocument {
  _id: string;
  usageNumber: string;
  purpose: string;
  appointment: { _id: string; startDate: string; client: { _id: string; fullName: string } } | null;
  businessReason: string | null;
  usageDate: string;
  notes: string | null;
  status: string;
  items: {
    _id: string;
    itemCode: { _id: string; title: string };
    variant: { _id: string };
    warehouse: { _id: string; name: string };
    quantity: number;
  }[];
}

export const MODULE = 'products.Stock Usage';

/** The stock usage calls as a signed-in user of one business. */
export const usageCalls = (app: TestContext['app'], cookie: string, businessId: string) => ({
  create: (payload: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    send(app, 'POST', '/v1/stock-usage', { cookie, payload: { businessId, ...payload } }),
  update: (id: string, payload: Record<string, unknown>) =>
    send(app, 'PUT', `/v1/stock-usage/${id}`, { cookie, payload: { businessId, ...payload } }),
  confirm: (id: string) =>
    send(app, 'POST', `/v1/stock-usage/${id}/confirm`, { cookie, payload: { businessId } }),
  cancel: (id: string) =>
    send(app, 'POST', `/v1/stock-usage/${id}/cancel`, { cookie, payload: { businessId } }),
  remove: (id: string, headers: Record<string, string> = { 'vendor-module': MODULE }) =>
    send(app, 'DELETE', withQuery(`/v1/stock-usage/${id}`, { businessId }), { cookie, headers }),
  list: (query: Record<string, string | number | undefined> = {}) =>
    send(app, 'GET', withQuery('/v1/stock-usage', { businessId, ...query }), { cookie }),
  get: (id: string) =>
    send(app, 'GET', withQuery(`/v1/stock-usage/${id}`, { businessId }), { cookie }),
});

export const usageOf = (response: LightMyRequestResponse) =>
  body<{ stockUsage: UsageDocument }>(response).stockUsage;

/** An appointment written straight to the database (a client and a staff member through the API). */
export const insertAppointment = async (
  context: Pick<TestContext, 'app' | 'database'>,
  cookie: string,
  businessId: string,
  startDate: Date,
) => {
  const clientRecord = await createRecord(
    context.app,
    cookie,
    client,
    businessId,
    sampleRecord(client, 1),
  );
  const staffRecord = await createRecord(
    context.app,
    cookie,
    employee,
    businessId,
    sampleRecord(employee, 1),
  );
  const id = uuidv7();
  await context.database.db.insert(appointments).values({
    businessId,
    id,
    clientId: clientRecord._id,
    employeeId: staffRecord._id,
    serviceIds: [],
    startDate,
    durationInMinutes: 60,
    endDate: new Date(startDate.getTime() + 3_600_000),
  });
  return {
    appointmentId: id,
    clientId: clientRecord._id as string,
    clientName: clientRecord.fullName as string,
  };
};

/** A business with two warehouses and a one-variant product holding `stock` units in General. */
export const usageSetup = async (context: Pick<TestContext, 'app' | 'database'>, stock = 10) => {
  const { businessId, owner } = await createBusiness(context.app, 'Usage');
  const general = await generalWarehouseOf(context.database, businessId);
  const back = await insertWarehouse(context.database, businessId, 'Back Room');
  const product = await insertProduct(context.database, businessId, {
    title: 'Argan Oil',
    salesWarehouseId: general,
  });
  const stockApi = stockCalls(context.app, owner.cookie, businessId);
  if (stock > 0)
    await stockApi.post({
      itemCode: product.productId,
      warehouseId: general,
      transactionType: 'IN',
      quantity: stock,
    });
  const calls = usageCalls(context.app, owner.cookie, businessId);
  const item = (quantity = 2, warehouseId = general) => ({
    itemCode: product.productId,
    variantId: product.variantIds[0],
    warehouseId,
    quantity,
  });
  const businessUsage = (overrides: Record<string, unknown> = {}) => ({
    purpose: 'business',
    businessReason: 'training',
    usageDate: '2026-11-20',
    notes: 'Demo for juniors',
    items: [item()],
    ...overrides,
  });
  return {
    businessId,
    owner,
    general,
    back,
    product,
    variantId: product.variantIds[0]!,
    calls,
    stockApi,
    item,
    businessUsage,
  };
};

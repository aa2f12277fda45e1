import type { LightMyRequestResponse } from 'fastify';
import { client, membership, service, servicePackage, voucher } from '../../../registry';
import type { Cart, Order, PaymentInput, SoldItem } from '../../../registry/orders';
import type { OpenDatabase } from '../../../server/db/database';
import { body, send, withQuery } from './http';
import { createRecord } from './records';
import { generalWarehouseOf, insertProduct } from './stock';
import { stockCalls } from './stockCalls';
import type { TestApp } from './testApp';

/** A signed-in user of one business, as the checkout tests act. */
export interface SaleSession {
  app: TestApp;
  database: OpenDatabase;
  cookie: string;
  businessId: string;
}

/** A cart entry as `POST /v1/cart/entry` takes it. */
export type EntryInput = SoldItem & { quantity?: number; discount?: number };

/** What a business sells in the checkout tests, with the prices the cart should show. */
export interface SaleItems {
  clientId: string;
  productId: string;
  variantId: string;
  /** The product's sales warehouse (the business's General warehouse). */
  warehouseId: string;
  serviceId: string;
  voucherId: string;
  membershipId: string;
  servicePackageId: string;
  prices: {
    product: number;
    service: number;
    voucher: number;
    membershipMonthly: number;
    servicePackage: number;
  };
  /** The entries selling one of each, as `payCart` takes them. */
  entries: {
    product: EntryInput;
    service: EntryInput;
    voucher: EntryInput;
    membership: EntryInput;
    servicePackage: EntryInput;
  };
}

let counter = 0;

/**
 * A client, a product holding `stock` units in its sales warehouse (General), a service, a
 * voucher, a membership and a package, created through the API where the catalogue has calls.
 */
export const seedSaleItems = async (
  session: SaleSession,
  options: { stock?: number; productPrice?: string } = {},
): Promise<SaleItems> => {
  const n = ++counter;
  const { app, cookie, businessId, database } = session;
  const make = (resource: Parameters<typeof createRecord>[2], values: Record<string, unknown>) =>
    createRecord(app, cookie, resource, businessId, values);
  const warehouseId = await generalWarehouseOf(database, businessId);
  const product = await insertProduct(database, businessId, {
    title: `Argan Oil ${n}`,
    salesWarehouseId: warehouseId,
    retailPrice: options.productPrice ?? '33.33',
  });
  const stock = options.stock ?? 10;
  if (stock > 0) {
    const posted = await stockCalls(app, cookie, businessId).post({
      itemCode: product.productId,
      warehouseId,
      transactionType: 'IN',
      quantity: stock,
    });
    if (posted.statusCode !== 201)
      throw new Error(`stock in failed: ${posted.statusCode} ${posted.body}`);
  }
  const clientRecord = await make(client, {
    fullName: `Amina ${n}`,
    email: `amina${n}-${businessId.slice(-6)}@example.test`,
    phone: '+254712345678',
    gender: 'Female',
  });
  const serviceRecord = await make(service, {
    name: `Cut ${n}`,
    advancedPricing: [
      { name: 'Short', price: 1500, durationInMinutes: 30 },
      { name: 'Long', price: 2500.5, durationInMinutes: 60 },
    ],
  });
  const voucherRecord = await make(voucher, {
    name: `Gift ${n}`,
    value: 2500,
    saleLimit: 3,
    validityDays: 30,
  });
  const membershipRecord = await make(membership, {
    name: `Club ${n}`,
    price: { weekly: 1500, monthly: 5000 },
    duration: { value: 1, duration_type: 'month' },
  });
  const packageRecord = await make(servicePackage, {
    name: `Pack ${n}`,
    price: 4000,
    services: [serviceRecord._id],
  });
  const productId = product.productId;
  const variantId = product.variantIds[0]!;
  return {
    clientId: clientRecord._id,
    productId,
    variantId,
    warehouseId,
    serviceId: serviceRecord._id,
    voucherId: voucherRecord._id,
    membershipId: membershipRecord._id,
    servicePackageId: packageRecord._id,
    prices: {
      product: Number(options.productPrice ?? '33.33'),
      service: 1500,
      voucher: 2500,
      membershipMonthly: 5000,
      servicePackage: 4000,
    },
    entries: {
      product: { kind: 'product', productId, variantId },
      service: { kind: 'service', serviceId: serviceRecord._id },
      voucher: { kind: 'voucher', voucherId: voucherRecord._id },
      membership: {
        kind: 'membership',
        membershipId: membershipRecord._id,
        type: 'monthly',
        duration: 1,
      },
      servicePackage: { kind: 'servicePackage', servicePackageId: packageRecord._id },
    },
  };
};

/** The cart and order calls as one signed-in user of one business. */
export const checkoutCalls = (session: Pick<SaleSession, 'app' | 'cookie' | 'businessId'>) => {
  const { app, cookie, businessId } = session;
  const withBusiness = (payload: Record<string, unknown>) => ({
    cookie,
    payload: { businessId, ...payload },
  });
  const moduleHeader = { 'vendor-module': 'sales.Checkout' };
  return {
    cart: () => send(app, 'GET', withQuery('/v1/cart', { businessId }), { cookie }),
    updateCart: (payload: Record<string, unknown>) =>
      send(app, 'PUT', '/v1/cart', withBusiness(payload)),
    emptyCart: () =>
      send(app, 'DELETE', withQuery('/v1/cart', { businessId }), { cookie, headers: moduleHeader }),
    addEntry: (entry: Record<string, unknown>) =>
      send(app, 'POST', '/v1/cart/entry', withBusiness(entry)),
    updateEntry: (id: string, payload: Record<string, unknown>) =>
      send(app, 'PUT', `/v1/cart/entry/${id}`, withBusiness(payload)),
    removeEntry: (id: string) =>
      send(app, 'DELETE', withQuery(`/v1/cart/entry/${id}`, { businessId }), {
        cookie,
        headers: moduleHeader,
      }),
    pay: (payments: PaymentInput[]) => send(app, 'POST', '/v1/order', withBusiness({ payments })),
    retryPayment: (orderId: string, payment: PaymentInput) =>
      send(app, 'PUT', `/v1/order/${orderId}/retry-payment`, withBusiness({ payment })),
    paymentStatus: (orderId: string) =>
      send(app, 'POST', `/v1/order/${orderId}/payment-status`, withBusiness({})),
    payAppointment: (appointmentId: string, payment: PaymentInput) =>
      send(
        app,
        'PUT',
        `/v1/order/retry-appointment-payment/${appointmentId}`,
        withBusiness({ payment }),
      ),
  };
};

export const cartOf = (response: LightMyRequestResponse): Cart =>
  body<{ cart: Cart }>(response).cart;
export const orderOf = (response: LightMyRequestResponse): Order =>
  body<{ order: Order }>(response).order;

const expectStatus = (response: LightMyRequestResponse, status: number, what: string) => {
  if (response.statusCode !== status)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
};

/**
 * Fills the user's cart for the session's client with `entries` and pays it: the new order. The
 * cart is emptied first, so a test starts from what it names.
 */
export const payCart = async (
  session: SaleSession & { clientId: string },
  entries: EntryInput[],
  payments: PaymentInput[],
): Promise<Order> => {
  const calls = checkoutCalls(session);
  expectStatus(await calls.emptyCart(), 200, 'cart empty');
  expectStatus(await calls.updateCart({ clientId: session.clientId }), 200, 'cart client');
  for (const entry of entries) expectStatus(await calls.addEntry({ ...entry }), 200, 'cart entry');
  const paid = await calls.pay(payments);
  expectStatus(paid, 201, 'order');
  return orderOf(paid);
};

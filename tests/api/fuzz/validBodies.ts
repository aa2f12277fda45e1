import { employee } from '../../../registry';
import type { TestBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { seedSaleItems } from '../support/orders';
import { createRecord, sampleRecord } from '../support/records';
import type { TestApp } from '../support/testApp';
import type { OpenDatabase } from '../../../server/db/database';
import { insertSupplier } from '../purchases/support';

/** A valid body of a route, and the record its `:id` names where it has one. */
export interface ValidRequest {
  body: Record<string, unknown>;
  id?: string;
}

/** A weekday morning inside the sample employee's hours, far from any other booking of the run. */
const MORNING = '2030-03-05T10:00:00+03:00';
const DAY = '2030-03-05';

/**
 * Valid bodies of the routes that look ids up and derive dates from their input (an expiry, a
 * period end, a series, an appointment's end), with the records they name, made once: a bad value
 * in one field then reaches the handler's own work instead of stopping at the fields left out.
 * Keyed by route as `routeName` writes it.
 */
export const makeValidRequests = async (
  app: TestApp,
  database: OpenDatabase,
  business: TestBusiness,
): Promise<Record<string, ValidRequest>> => {
  const { businessId } = business;
  const { cookie } = business.owner;
  const sale = await seedSaleItems({ app, database, cookie, businessId });
  const employeeId = (
    await createRecord(app, cookie, employee, businessId, sampleRecord(employee, 1))
  )._id;
  const supplierId = await insertSupplier(database, businessId);
  const booking = {
    clientId: sale.clientId,
    employeeId,
    serviceIds: [sale.serviceId],
    startDate: MORNING,
    durationInMinutes: 60,
  };
  const booked = await send(app, 'POST', '/v1/appointment', {
    cookie,
    payload: { ...booking, businessId },
  });
  if (booked.statusCode !== 201)
    throw new Error(`booking failed: ${booked.statusCode} ${booked.body}`);
  const appointmentId = body<{ appointment: { _id: string } }>(booked).appointment._id;
  const line = {
    itemCode: sale.productId,
    variantId: sale.variantId,
    warehouseId: sale.warehouseId,
    quantity: 1,
  };
  // One client with its phone in local form: each bad value replaces a part of a file that imports.
  const clientImport = {
    kind: 'clients',
    csv: 'Name,Mobile,Email,Gender\r\nZawadi Mwende,0712 999 000,zawadi@example.test,F\r\n',
    mapping: { fullName: 'Name', phone: 'Mobile', email: 'Email', gender: 'Gender' },
    defaults: { notes: 'Imported' },
  };
  return {
    'POST /v1/data-import/preview': { body: clientImport },
    'POST /v1/data-import': {
      body: { ...clientImport, preset: 'fresha-clients', mapping: undefined },
    },
    // Booked already at MORNING: the booking itself is refused as unavailable, after its validation and end.
    'POST /v1/appointment': { body: booking },
    // The longest series (52 occurrences, 6 months apart), so its last start is computed from each first.
    'POST /v1/appointment/bulk': {
      body: { ...booking, recurringPeriod: '6-month', repeatCount: 52 },
    },
    'PUT /v1/appointment/:id': {
      id: appointmentId,
      body: { clientId: sale.clientId, employeeId, startDate: MORNING, location: null },
    },
    'PUT /v1/appointment/client-update/:id': {
      id: appointmentId,
      body: { clientId: sale.clientId, startDate: MORNING, consultationFormId: null },
    },
    'POST /v1/voucher/client': {
      body: { voucherId: sale.voucherId, clientId: sale.clientId, soldOn: DAY },
    },
    'POST /v1/membership/client': {
      body: {
        clientId: sale.clientId,
        membershipId: sale.membershipId,
        frequency: 'monthly',
        startDate: DAY,
        periods: 1,
      },
    },
    'POST /v1/membership-session': {
      body: {
        clientId: sale.clientId,
        serviceId: sale.serviceId,
        sessionAt: MORNING,
        clientMembershipId: null,
      },
    },
    'POST /v1/membership-session/verify': {
      body: { clientId: sale.clientId, serviceId: sale.serviceId, date: MORNING },
    },
    'PUT /v1/cart': { body: { clientId: sale.clientId } },
    'POST /v1/cart/entry': {
      body: { kind: 'membership', membershipId: sale.membershipId, type: 'monthly', duration: 1 },
    },
    'POST /v1/stock-usage': {
      body: { purpose: 'business', businessReason: 'training', usageDate: DAY, items: [line] },
    },
    'POST /v1/purchase': {
      body: {
        supplierId,
        requiredBy: DAY,
        items: [
          { productId: sale.productId, variantId: sale.variantId, quantity: 1, unitPrice: 1 },
        ],
      },
    },
    'POST /v1/purchase-receipts': {
      body: {
        supplier: supplierId,
        warehouse: sale.warehouseId,
        receiptDate: DAY,
        items: [{ itemCode: sale.productId, variant: sale.variantId, quantity: 1, unitPrice: 1 }],
      },
    },
  };
};

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { purchaseReceiptItems, purchaseReceipts } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { businessIdOf } from '../http/fields';
import { parsePaging } from '../http/paging';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import type { Action } from '../../registry/modules';
import { findReceipt, listReceipts } from './documents';
import { RECEIPTS_MODULE } from './module';
import {
  businessToday,
  insertReceipt,
  invalidState,
  lockReceipt,
  receiptItemRows,
  receiveReceipt,
} from './receipts';
import { checkItemTargets, checkSupplier, checkWarehouse } from './references';
import { businessOnlySchema, receiptSchema, type ReceiptBody } from './schemas';

type Query = Record<string, unknown>;

const PATH = '/v1/purchase-receipts';

/** The receipt a call names in `?receiptId` (inventory.md 7); without one, the spec's 'Invalid receipt data - missing ID'. */
const receiptIdOf = (query: Query, allowed: string[]) => {
  parsePaging(query, ['businessId', 'receiptId', ...allowed]);
  if (query.receiptId === undefined || query.receiptId === '')
    throw badRequest('saluni.spec.errors.receiptMissingId');
  if (!isUuid(query.receiptId)) throw notFound();
  return query.receiptId;
};

/** 422 unless supplier, warehouse, products and variants are all the business's. */
const checkReferences = async (db: Database, businessId: string, body: ReceiptBody) => {
  await checkSupplier(db, businessId, body.supplier, 'supplier');
  await checkWarehouse(db, businessId, body.warehouse, 'warehouse');
  await checkItemTargets(
    db,
    businessId,
    body.items.map((item) => ({ productId: item.itemCode, variantId: item.variant })),
  );
};

/**
 * Purchase receipts (inventory.md 7, docs/areas/purchases.md), module `products.Purchase
 * Receipts`; replies `{ purchaseReceipt }`, the list `{ purchaseReceiptPage }`:
 *   GET    /v1/purchase-receipts?page&limit
 *   POST   /v1/purchase-receipts {receiptNumber?, supplier, warehouse, receiptDate?, notes, items} -> 201 (pending)
 *   PUT    /v1/purchase-receipts?receiptId {same} (pending only; the lines are replaced)
 *   POST   /v1/purchase-receipts/receive?receiptId (pending only, once: posts the stock)
 *   POST   /v1/purchase-receipts/cancel?receiptId (pending only)
 *   DELETE /v1/purchase-receipts?receiptId (vendor-module; not once received)
 */
export const registerPurchaseReceiptRoutes = (app: FastifyInstance, db: Database) => {
  const gate = (request: FastifyRequest<{ Querystring: Query }>, action: Action) => {
    const businessId =
      request.method === 'GET' || request.method === 'DELETE'
        ? request.query.businessId
        : businessIdOf(request.body);
    return authorize(db, request, businessId, RECEIPTS_MODULE, action);
  };
  const reply = async (access: Access, id: string) => ({
    purchaseReceipt: (await findReceipt(db, access.businessId, id))!,
  });

  app.get<{ Querystring: Query }>(PATH, async (request) => {
    const access = await gate(request, 'read');
    const { page, limit } = parsePaging(request.query, ['businessId', 'page', 'limit']);
    return { purchaseReceiptPage: await listReceipts(db, access.businessId, page, limit) };
  });

  app.post<{ Querystring: Query }>(PATH, async (request, response) => {
    const access = await gate(request, 'create');
    parsePaging(request.query, []);
    const body = await parseBody(receiptSchema, request.body);
    await checkReferences(db, access.businessId, body);
    const id = await insertReceipt(db, access.businessId, access.user.id, body);
    return response.status(201).send(await reply(access, id));
  });

  app.put<{ Querystring: Query }>(PATH, async (request) => {
    const access = await gate(request, 'update');
    const id = receiptIdOf(request.query, []);
    const body = await parseBody(receiptSchema, request.body);
    await checkReferences(db, access.businessId, body);
    const receiptDate = body.receiptDate ?? (await businessToday(db, access.businessId));
    await db.transaction(async (tx) => {
      const row = await lockReceipt(tx, access.businessId, id);
      if (!row) throw notFound();
      if (row.status === 'received') throw invalidState('saluni.purchasing.receipt.changeReceived');
      if (row.status === 'cancelled') throw invalidState('saluni.purchasing.receipt.cancelled');
      const where = and(
        eq(purchaseReceipts.businessId, access.businessId),
        eq(purchaseReceipts.id, id),
      );
      await tx
        .update(purchaseReceipts)
        .set({
          receiptNumber: body.receiptNumber?.trim() || row.receiptNumber,
          supplierId: body.supplier,
          warehouseId: body.warehouse,
          receiptDate,
          notes: body.notes ?? null,
          updatedAt: new Date(),
        })
        .where(where);
      await tx
        .delete(purchaseReceiptItems)
        .where(
          and(
            eq(purchaseReceiptItems.businessId, access.businessId),
            eq(purchaseReceiptItems.receiptId, id),
          ),
        );
      await tx
        .insert(purchaseReceiptItems)
        .values(receiptItemRows(access.businessId, id, body.items));
    });
    return reply(access, id);
  });

  app.post<{ Querystring: Query }>(`${PATH}/receive`, async (request) => {
    const access = await gate(request, 'update');
    const id = receiptIdOf(request.query, []);
    await parseBody(businessOnlySchema, request.body);
    if (!(await receiveReceipt(db, access.businessId, access.user.id, id))) throw notFound();
    return reply(access, id);
  });

  app.post<{ Querystring: Query }>(`${PATH}/cancel`, async (request) => {
    const access = await gate(request, 'update');
    const id = receiptIdOf(request.query, []);
    await parseBody(businessOnlySchema, request.body);
    await db.transaction(async (tx) => {
      const row = await lockReceipt(tx, access.businessId, id);
      if (!row) throw notFound();
      if (row.status === 'received') throw invalidState('saluni.purchasing.receipt.changeReceived');
      if (row.status === 'cancelled') throw invalidState('saluni.purchasing.receipt.cancelled');
      await tx
        .update(purchaseReceipts)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(eq(purchaseReceipts.businessId, access.businessId), eq(purchaseReceipts.id, id)),
        );
    });
    return reply(access, id);
  });

  app.delete<{ Querystring: Query }>(PATH, async (request) => {
    const access = await gate(request, 'delete');
    checkVendorModule(request, RECEIPTS_MODULE);
    const id = receiptIdOf(request.query, []);
    const document = await findReceipt(db, access.businessId, id);
    if (!document) throw notFound();
    await db.transaction(async (tx) => {
      const row = await lockReceipt(tx, access.businessId, id);
      if (!row) throw notFound();
      if (row.status === 'received') throw invalidState('saluni.purchasing.receipt.deleteReceived');
      await tx
        .delete(purchaseReceipts)
        .where(
          and(eq(purchaseReceipts.businessId, access.businessId), eq(purchaseReceipts.id, id)),
        );
    });
    return { purchaseReceipt: document };
  });
};

import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import type { PurchaseStatus } from '../../registry/purchases';
import { purchaseItems, purchases } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { businessIdOf } from '../http/fields';
import { parsePaging } from '../http/paging';
import { flagParam } from '../reports';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import { findPurchase, listPurchases } from './documents';
import { PURCHASES_MODULE, RECEIPTS_MODULE } from './module';
import { insertReceipt, invalidState, receiveReceipt } from './receipts';
import { checkItemTargets, checkSupplier, checkWarehouse } from './references';
import {
  businessOnlySchema,
  purchaseItemSchema,
  purchaseSchema,
  type PurchaseItemBody,
} from './schemas';

type Params = { id: string };
type Query = Record<string, unknown>;

/** What each action needs the request to be in; anything else is 409 INVALID_STATE (inventory.md 4). */
const ALLOWED: Record<
  'items' | 'submit' | 'receive' | 'cancel',
  { from: PurchaseStatus[]; refusal: string }
> = {
  items: { from: ['CREATED'], refusal: 'saluni.purchasing.purchase.notCreated' },
  submit: { from: ['CREATED'], refusal: 'saluni.purchasing.purchase.submit' },
  receive: { from: ['SUBMITTED'], refusal: 'saluni.purchasing.purchase.receive' },
  cancel: { from: ['CREATED', 'SUBMITTED'], refusal: 'saluni.purchasing.purchase.cancel' },
};

const itemRows = (
  businessId: string,
  purchaseId: string,
  items: Omit<PurchaseItemBody, 'businessId'>[],
  titles: Map<string, string>,
) =>
  items.map((item) => ({
    businessId,
    id: uuidv7(),
    purchaseId,
    productId: item.productId,
    variantId: item.variantId,
    productName: item.productName?.trim() || titles.get(item.productId) || '',
    quantity: item.quantity,
    unitPrice: item.unitPrice.toFixed(2),
  }));

/** Locks the request and checks the action may run on it: 404 for another business's, 409 in the wrong state. */
const lockFor = async (tx: Database, access: Access, id: string, action: keyof typeof ALLOWED) => {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(purchases)
        .where(and(eq(purchases.businessId, access.businessId), eq(purchases.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound();
  if (!ALLOWED[action].from.includes(row.status)) throw invalidState(ALLOWED[action].refusal);
  return row;
};

const setStatus = (tx: Database, access: Access, id: string, status: PurchaseStatus) =>
  tx
    .update(purchases)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(purchases.businessId, access.businessId), eq(purchases.id, id)));

/**
 * Purchase requests (inventory.md 7, docs/areas/purchases.md), module `products.Purchases`;
 * every reply is `{ purchase }` but the list's `{ purchasePage }`:
 *   POST   /v1/purchase {supplierId, requiredBy, notes, items} -> 201
 *   GET    /v1/purchase?page&limit, GET /v1/purchase/{id}
 *   DELETE /v1/purchase/{id} (vendor-module; not once received)
 *   POST   /v1/purchase/add-item/{id}, DELETE /v1/purchase/remove-item/{itemId}?purchaseId (CREATED only)
 *   PUT    /v1/purchase/{id}/submit (CREATED), PUT /v1/purchase/{id}/cancel (CREATED or SUBMITTED)
 *   GET    /v1/purchase/{id}/complete?warehouseId&receive (SUBMITTED): Receive Purchase
 */
export const registerPurchaseRequestRoutes = (app: FastifyInstance, db: Database) => {
  const reply = async (access: Access, id: string) => ({
    purchase: (await findPurchase(db, access.businessId, id))!,
  });

  app.post('/v1/purchase', async (request, response) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      PURCHASES_MODULE,
      'create',
    );
    const body = await parseBody(purchaseSchema, request.body);
    await checkSupplier(db, access.businessId, body.supplierId, 'supplierId');
    const titles = await checkItemTargets(db, access.businessId, body.items);
    const id = uuidv7();
    await db.transaction(async (tx) => {
      await tx.insert(purchases).values({
        businessId: access.businessId,
        id,
        supplierId: body.supplierId,
        requiredBy: body.requiredBy ?? null,
        notes: body.notes ?? null,
        createdBy: access.user.id,
      });
      await tx.insert(purchaseItems).values(itemRows(access.businessId, id, body.items, titles));
    });
    return response.status(201).send(await reply(access, id));
  });

  app.get<{ Querystring: Query }>('/v1/purchase', async (request) => {
    const access = await authorize(db, request, request.query.businessId, PURCHASES_MODULE, 'read');
    const { page, limit } = parsePaging(request.query, ['businessId', 'page', 'limit']);
    return { purchasePage: await listPurchases(db, access.businessId, page, limit) };
  });

  app.get<{ Querystring: Query; Params: Params }>('/v1/purchase/:id', async (request) => {
    const access = await authorize(db, request, request.query.businessId, PURCHASES_MODULE, 'read');
    parsePaging(request.query, ['businessId']);
    if (
      !isUuid(request.params.id) ||
      !(await findPurchase(db, access.businessId, request.params.id))
    )
      throw notFound();
    return reply(access, request.params.id);
  });

  app.delete<{ Querystring: Query; Params: Params }>('/v1/purchase/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      PURCHASES_MODULE,
      'delete',
    );
    checkVendorModule(request, PURCHASES_MODULE);
    parsePaging(request.query, ['businessId']);
    const id = request.params.id;
    const document = isUuid(id) ? await findPurchase(db, access.businessId, id) : undefined;
    if (!document) throw notFound();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: purchases.status })
        .from(purchases)
        .where(and(eq(purchases.businessId, access.businessId), eq(purchases.id, id)))
        .for('update');
      if (!row) throw notFound();
      if (row.status === 'RECEIVED')
        throw invalidState('saluni.purchasing.purchase.deleteReceived');
      await tx
        .delete(purchases)
        .where(and(eq(purchases.businessId, access.businessId), eq(purchases.id, id)));
    });
    return { purchase: document };
  });

  app.post<{ Params: Params }>('/v1/purchase/add-item/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      PURCHASES_MODULE,
      'update',
    );
    const body = await parseBody(purchaseItemSchema, request.body);
    const titles = await checkItemTargets(db, access.businessId, [body]);
    await db.transaction(async (tx) => {
      await lockFor(tx, access, request.params.id, 'items');
      await tx
        .insert(purchaseItems)
        .values(itemRows(access.businessId, request.params.id, [body], titles));
    });
    return reply(access, request.params.id);
  });

  app.delete<{ Querystring: Query; Params: Params }>(
    '/v1/purchase/remove-item/:id',
    async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        PURCHASES_MODULE,
        'update',
      );
      checkVendorModule(request, PURCHASES_MODULE);
      parsePaging(request.query, ['businessId', 'purchaseId']);
      const purchaseId = request.query.purchaseId;
      if (!isUuid(purchaseId)) throw badRequest('saluni.validation.invalidQuery');
      if (!isUuid(request.params.id)) throw notFound();
      await db.transaction(async (tx) => {
        await lockFor(tx, access, purchaseId, 'items');
        const where = and(
          eq(purchaseItems.businessId, access.businessId),
          eq(purchaseItems.purchaseId, purchaseId),
        );
        const [{ n }] = await tx.select({ n: count() }).from(purchaseItems).where(where);
        const removed = await tx
          .delete(purchaseItems)
          .where(and(where, eq(purchaseItems.id, request.params.id)))
          .returning({ id: purchaseItems.id });
        if (!removed.length) throw notFound();
        if (n <= 1) throw invalidState('saluni.purchasing.lastItem');
      });
      return reply(access, purchaseId);
    },
  );

  const transition = (action: 'submit' | 'cancel', to: PurchaseStatus) =>
    app.put<{ Params: Params }>(`/v1/purchase/:id/${action}`, async (request) => {
      const access = await authorize(
        db,
        request,
        businessIdOf(request.body),
        PURCHASES_MODULE,
        'update',
      );
      await parseBody(businessOnlySchema, request.body);
      await db.transaction(async (tx) => {
        await lockFor(tx, access, request.params.id, action);
        await setStatus(tx, access, request.params.id, to);
      });
      return reply(access, request.params.id);
    });
  transition('submit', 'SUBMITTED');
  transition('cancel', 'CANCELLED');

  /**
   * Receive Purchase: a receipt of the request's lines into the chosen warehouse. With
   * `receive=true` (the web's one confirmed step) that receipt is received in the same
   * transaction, so the stock is in and the request RECEIVED together, or nothing changes;
   * without it the receipt waits, pending, for whoever checks the delivery.
   */
  app.get<{ Querystring: Query; Params: Params }>(
    '/v1/purchase/:id/complete',
    { config: { writes: true } },
    async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        PURCHASES_MODULE,
        'update',
      );
      parsePaging(request.query, ['businessId', 'warehouseId', 'receive']);
      const warehouseId = request.query.warehouseId;
      if (!isUuid(warehouseId)) throw badRequest('saluni.validation.invalidQuery');
      const receive = flagParam(request.query, 'receive');
      // Posting the stock is receiving a receipt: the receipts' permission is needed too.
      if (receive)
        await authorize(db, request, request.query.businessId, RECEIPTS_MODULE, 'update');
      if (!isUuid(request.params.id)) throw notFound();
      await checkWarehouse(db, access.businessId, warehouseId, 'warehouseId');
      // Lines and supplier are frozen once SUBMITTED; the lock below refuses any other state.
      const purchase = await findPurchase(db, access.businessId, request.params.id);
      if (!purchase) throw notFound();
      await insertReceipt(
        db,
        access.businessId,
        access.user.id,
        {
          supplier: purchase.supplierId,
          warehouse: warehouseId,
          purchaseId: purchase._id,
          items: purchase.items.map((line) => ({
            itemCode: line.productId,
            variant: line.variantId,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
          })),
        },
        {
          before: async (tx) => {
            await lockFor(tx, access, request.params.id, 'receive');
            await setStatus(tx, access, request.params.id, 'RECEIVED');
          },
          after: receive
            ? (tx, receiptId) => receiveReceipt(tx, access.businessId, access.user.id, receiptId)
            : undefined,
        },
      );
      return reply(access, request.params.id);
    },
  );
};

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { stockUsageItems, stockUsages } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { businessIdOf } from '../http/fields';
import { postStockMovements } from '../stock';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import { findUsageDocument, type UsageRow } from './documents';
import { STOCK_USAGE_MODULE } from './module';
import { statusChangeSchema, usageSchema } from './schemas';
import { nextUsageNumber, usageFieldsOf, writeUsageLines } from './usageInput';

type Params = { id: string };
type Query = Record<string, unknown>;
type Action = 'edit' | 'confirm' | 'cancel' | 'delete';

/**
 * Which action each state allows (inventory.md 4): a pending usage may be edited, confirmed,
 * cancelled or deleted; a confirmed one has posted its stock and is final; a cancelled one may
 * only be deleted.
 */
const ALLOWED: Record<UsageRow['status'], readonly Action[]> = {
  pending: ['edit', 'confirm', 'cancel', 'delete'],
  confirmed: [],
  cancelled: ['delete'],
};

const refuseUnlessAllowed = (row: UsageRow, action: Action) => {
  if (ALLOWED[row.status].includes(action)) return;
  throw new HttpError(
    409,
    'INVALID_STATE',
    text(
      row.status === 'confirmed' ? 'saluni.stock.usage.confirmed' : 'saluni.stock.usage.cancelled',
    ),
  );
};

/** Auto-numbered creates racing for one number retry with the next; a number the caller chose stays a 409. */
const AUTO_NUMBER_ATTEMPTS = 5;

/**
 * The stock usage writes (docs/areas/stock-usage.md):
 *   POST   /v1/stock-usage {usage} -> 201 { stockUsage }, pending
 *   PUT    /v1/stock-usage/{id} {usage} -> { stockUsage } (pending only)
 *   POST   /v1/stock-usage/{id}/confirm {businessId} -> { stockUsage }: OUT entries, once
 *   POST   /v1/stock-usage/{id}/cancel {businessId} -> { stockUsage }
 *   DELETE /v1/stock-usage/{id}?businessId (vendor-module products.Stock Usage) -> { stockUsage }
 */
export const registerStockUsageWrites = (app: FastifyInstance, db: Database) => {
  /** Runs `change` on the usage's row locked, so state checks and their writes never interleave. */
  const withLockedUsage = <T>(
    access: Access,
    id: string,
    change: (tx: Database, row: UsageRow) => Promise<T>,
  ) => {
    if (!isUuid(id)) throw notFound();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(stockUsages)
        .where(and(eq(stockUsages.businessId, access.businessId), eq(stockUsages.id, id)))
        .for('update');
      if (!row) throw notFound();
      return change(tx, row);
    });
  };

  const usageReply = async (access: Access, id: string) => ({
    stockUsage: (await findUsageDocument(db, access.businessId, id))!,
  });

  app.post('/v1/stock-usage', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      STOCK_USAGE_MODULE,
      'create',
    );
    const body = await parseBody(usageSchema, request.body);
    const id = uuidv7();
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction(async (tx) => {
          const { lines, usageNumber, ...fields } = await usageFieldsOf(
            tx,
            access.businessId,
            body,
          );
          await tx.insert(stockUsages).values({
            businessId: access.businessId,
            id,
            ...fields,
            usageNumber: usageNumber ?? (await nextUsageNumber(tx, access.businessId)),
            status: 'pending',
            createdBy: access.user.id,
          });
          await writeUsageLines(tx, access.businessId, id, lines);
        });
        break;
      } catch (error) {
        const automatic = !body.usageNumber?.trim();
        if (!(automatic && isUniqueViolation(error) && attempt < AUTO_NUMBER_ATTEMPTS)) throw error;
      }
    }
    return reply.status(201).send(await usageReply(access, id));
  });

  app.put<{ Params: Params }>('/v1/stock-usage/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      STOCK_USAGE_MODULE,
      'update',
    );
    const body = await parseBody(usageSchema, request.body);
    await withLockedUsage(access, request.params.id, async (tx, row) => {
      refuseUnlessAllowed(row, 'edit');
      const { lines, usageNumber, ...fields } = await usageFieldsOf(tx, access.businessId, body);
      await tx
        .update(stockUsages)
        .set({ ...fields, usageNumber: usageNumber ?? row.usageNumber, updatedAt: new Date() })
        .where(and(eq(stockUsages.businessId, access.businessId), eq(stockUsages.id, row.id)));
      await writeUsageLines(tx, access.businessId, row.id, lines);
    });
    return usageReply(access, request.params.id);
  });

  /** Posts one OUT entry per line (referenceType Usage, reference the usage number) and marks it confirmed, in one transaction. */
  app.post<{ Params: Params }>('/v1/stock-usage/:id/confirm', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      STOCK_USAGE_MODULE,
      'update',
    );
    await parseBody(statusChangeSchema, request.body ?? {});
    await withLockedUsage(access, request.params.id, async (tx, row) => {
      refuseUnlessAllowed(row, 'confirm');
      const lines = await tx
        .select()
        .from(stockUsageItems)
        .where(
          and(
            eq(stockUsageItems.businessId, access.businessId),
            eq(stockUsageItems.usageId, row.id),
          ),
        )
        .orderBy(stockUsageItems.position);
      await postStockMovements(
        tx,
        access.businessId,
        access.user.id,
        lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          warehouseId: line.warehouseId,
          transactionType: 'OUT' as const,
          quantity: line.quantity,
          reference: row.usageNumber,
          referenceType: 'Usage' as const,
        })),
      );
      await tx
        .update(stockUsages)
        .set({ status: 'confirmed', updatedAt: new Date() })
        .where(and(eq(stockUsages.businessId, access.businessId), eq(stockUsages.id, row.id)));
    });
    return usageReply(access, request.params.id);
  });

  app.post<{ Params: Params }>('/v1/stock-usage/:id/cancel', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      STOCK_USAGE_MODULE,
      'update',
    );
    await parseBody(statusChangeSchema, request.body ?? {});
    await withLockedUsage(access, request.params.id, async (tx, row) => {
      refuseUnlessAllowed(row, 'cancel');
      await tx
        .update(stockUsages)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(stockUsages.businessId, access.businessId), eq(stockUsages.id, row.id)));
    });
    return usageReply(access, request.params.id);
  });

  app.delete<{ Querystring: Query; Params: Params }>('/v1/stock-usage/:id', async (request) => {
    checkVendorModule(request, STOCK_USAGE_MODULE);
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      STOCK_USAGE_MODULE,
      'delete',
    );
    const document = await withLockedUsage(access, request.params.id, async (tx, row) => {
      refuseUnlessAllowed(row, 'delete');
      const usage = await findUsageDocument(tx, access.businessId, row.id);
      await tx
        .delete(stockUsages)
        .where(and(eq(stockUsages.businessId, access.businessId), eq(stockUsages.id, row.id)));
      return usage!;
    });
    return { stockUsage: document };
  });
};

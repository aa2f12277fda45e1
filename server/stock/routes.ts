import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { productVariants, stockEntries } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { authorize, checkVendorModule, isUuid } from '../tenancy/access';
import { balanceOf, readIds, resolveVariant, stockItems, warehouseBalances } from './balances';
import { findEntryDocuments, listEntries } from './entries';
import { postStockMovements, syncVariantPositions } from './ledger';
import { editEntrySchema, entrySchema, transferSchema, variantSchema } from './schemas';

const MODULE = 'products.Stock';

type Query = Record<string, unknown>;
type Params = { id: string };

const bodyBusinessId = (body: unknown) =>
  body && typeof body === 'object' ? (body as Record<string, unknown>).businessId : undefined;

const invalidState = (key: string) => new HttpError(409, 'INVALID_STATE', text(key));

/** Only a manual or reconciliation entry that nothing has reversed may be reversed (design.md 4). */
const DELETABLE_REFERENCE_TYPES = new Set<string | null>([null, 'Reconciliation']);

/** The stock ledger calls of inventory.md 7, all under the module `products.Stock`. */
export const registerStockRoutes = (app: FastifyInstance, db: Database) => {
  const entryDocument = async (businessId: string, id: string) =>
    (await findEntryDocuments(db, businessId, [id]))[0]!;

  // The spec writes the create call with a trailing slash; both spellings post.
  const createEntry = async (request: FastifyRequest, reply: FastifyReply) => {
    const access = await authorize(db, request, bodyBusinessId(request.body), MODULE, 'create');
    const body = await parseBody(entrySchema, request.body);
    const entryId = await db.transaction(async (tx) => {
      const { productId, variantId } = await resolveVariant(
        tx,
        access.businessId,
        body.itemCode,
        body.variantId,
      );
      const [entry] = await postStockMovements(tx, access.businessId, access.user.id, [
        {
          productId,
          variantId,
          warehouseId: body.warehouseId,
          transactionType: body.transactionType,
          quantity: body.quantity,
          reference: body.reference ?? null,
          referenceType: body.referenceType ?? null,
        },
      ]);
      if (body.sellingPrice !== undefined && body.sellingPrice !== null) {
        await tx
          .update(productVariants)
          .set({ retail_price: body.sellingPrice.toFixed(2), updatedAt: new Date() })
          .where(
            and(
              eq(productVariants.businessId, access.businessId),
              eq(productVariants.id, variantId),
            ),
          );
      }
      return entry!.id;
    });
    return reply.status(201).send({ stockEntry: await entryDocument(access.businessId, entryId) });
  };
  app.post('/v1/stock', createEntry);

  app.get<{ Querystring: Query }>('/v1/stock', async (request) => {
    const access = await authorize(db, request, request.query.businessId, MODULE, 'read');
    return { stockEntries: await listEntries(db, access.businessId, request.query) };
  });

  // A balance reply is a few hundred bytes, under the compression threshold: the route skips
  // the compression plugin's hooks, which would negotiate an encoding only to send it as it is.
  app.get<{ Querystring: Query }>(
    '/v1/stock/balance',
    { compress: false, decompress: false },
    async (request) => {
      const access = await authorize(db, request, request.query.businessId, MODULE, 'read');
      const ids = readIds(request.query, ['itemCode', 'warehouseId'], ['variantId']);
      return {
        balance: await balanceOf(
          db,
          access.businessId,
          ids.itemCode!,
          ids.warehouseId!,
          ids.variantId,
        ),
      };
    },
  );

  app.get<{ Querystring: Query }>('/v1/stock/warehouse-balance', async (request) => {
    const access = await authorize(db, request, request.query.businessId, MODULE, 'read');
    const ids = readIds(request.query, ['itemCode'], ['variantId']);
    return {
      warehouseBalance: await warehouseBalances(
        db,
        access.businessId,
        ids.itemCode!,
        ids.variantId,
      ),
    };
  });

  app.get<{ Querystring: Query }>('/v1/stock/items', async (request) => {
    const access = await authorize(db, request, request.query.businessId, MODULE, 'read');
    readIds(request.query, []);
    return { items: await stockItems(db, access.businessId) };
  });

  app.post('/v1/stock/transfer', async (request, reply) => {
    const access = await authorize(db, request, bodyBusinessId(request.body), MODULE, 'create');
    const body = await parseBody(transferSchema, request.body);
    if (body.sourceWarehouseId === body.destinationWarehouseId) {
      throw validationFailed({
        destinationWarehouseId: text('saluni.spec.validation.sameWarehouse'),
      });
    }
    const entryIds = await db.transaction(async (tx) => {
      const { productId, variantId } = await resolveVariant(
        tx,
        access.businessId,
        body.itemCode,
        body.variantId,
      );
      const movement = {
        productId,
        variantId,
        quantity: body.quantity,
        reference: body.reference ?? access.user.email,
        referenceType: 'Transfer' as const,
      };
      const entries = await postStockMovements(tx, access.businessId, access.user.id, [
        { ...movement, warehouseId: body.sourceWarehouseId, transactionType: 'OUT' },
        { ...movement, warehouseId: body.destinationWarehouseId, transactionType: 'IN' },
      ]);
      return entries.map((entry) => entry.id);
    });
    const [source, destination] = await findEntryDocuments(db, access.businessId, entryIds);
    return reply.status(201).send({ transfer: { source, destination } });
  });

  app.post('/v1/stock/sync-variant-stock', async (request) => {
    const access = await authorize(db, request, bodyBusinessId(request.body), MODULE, 'update');
    const body = await parseBody(variantSchema, request.body);
    const positions = await db.transaction(async (tx) => {
      const { productId, variantId } = await resolveVariant(
        tx,
        access.businessId,
        body.itemCode,
        body.variantId,
      );
      return syncVariantPositions(tx, access.businessId, productId, variantId);
    });
    return {
      stock: { stock_position: positions.total, sales_stock_position: positions.sales },
      message: text('saluni.spec.toast.stockSynced', {
        total: positions.total,
        sales: positions.sales,
      }),
    };
  });

  app.get<{ Querystring: Query; Params: Params }>('/v1/stock/:id', async (request) => {
    const access = await authorize(db, request, request.query.businessId, MODULE, 'read');
    if (!isUuid(request.params.id)) throw notFound();
    const [entry] = await findEntryDocuments(db, access.businessId, [request.params.id]);
    if (!entry) throw notFound();
    return { stockEntry: entry };
  });

  /** Editing an append-only entry changes its reference text only; quantities are corrected by a reversal and a new entry. */
  app.put<{ Params: Params }>('/v1/stock/:id', async (request) => {
    const access = await authorize(db, request, bodyBusinessId(request.body), MODULE, 'update');
    const body = await parseBody(editEntrySchema, request.body);
    if (!isUuid(request.params.id)) throw notFound();
    const updated = await db
      .update(stockEntries)
      .set({ reference: body.reference ?? null, updatedAt: new Date() })
      .where(
        and(eq(stockEntries.businessId, access.businessId), eq(stockEntries.id, request.params.id)),
      )
      .returning({ id: stockEntries.id });
    if (!updated.length) throw notFound();
    return { stockEntry: await entryDocument(access.businessId, request.params.id) };
  });

  /** Deleting posts the reversing entry: the ledger keeps both rows. */
  app.delete<{ Querystring: Query; Params: Params }>('/v1/stock/:id', async (request) => {
    checkVendorModule(request, MODULE);
    const access = await authorize(db, request, request.query.businessId, MODULE, 'delete');
    if (!isUuid(request.params.id)) throw notFound();
    try {
      const reversalId = await db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(stockEntries)
          .where(
            and(
              eq(stockEntries.businessId, access.businessId),
              eq(stockEntries.id, request.params.id),
            ),
          )
          .for('update');
        if (!entry) throw notFound();
        if (!DELETABLE_REFERENCE_TYPES.has(entry.referenceType))
          throw invalidState('saluni.stock.entry.notManual');
        const [reversedAlready] = await tx
          .select({ id: stockEntries.id })
          .from(stockEntries)
          .where(
            and(
              eq(stockEntries.businessId, access.businessId),
              eq(stockEntries.reversesEntryId, entry.id),
            ),
          );
        if (reversedAlready) throw invalidState('saluni.stock.entry.alreadyReversed');
        const [reversal] = await postStockMovements(tx, access.businessId, access.user.id, [
          {
            productId: entry.productId,
            variantId: entry.variantId,
            warehouseId: entry.warehouseId,
            transactionType: entry.transactionType === 'IN' ? 'OUT' : 'IN',
            quantity: entry.quantity,
            reference: entry.reference,
            referenceType: 'Reversal',
            reversesEntryId: entry.id,
          },
        ]);
        return reversal!.id;
      });
      return {
        stockEntry: await entryDocument(access.businessId, request.params.id),
        reversal: await entryDocument(access.businessId, reversalId),
      };
    } catch (error) {
      // Two deletes of one entry racing: the unique reversal index lets one through.
      if (isUniqueViolation(error)) throw invalidState('saluni.stock.entry.alreadyReversed');
      throw error;
    }
  });
};

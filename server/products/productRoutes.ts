import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { toPage } from '../registry/documents';
import { authorize, checkVendorModule, isUuid } from '../tenancy/access';
import { readImageBody, replaceImages } from './imageUploads';
import { productDocuments, type ProductRow } from './productDocuments';
import { productCreateSchema, productUpdateSchema, trimTexts } from './productInput';
import { parseProductQuery, scopeCondition, type ProductScope } from './productQuery';
import {
  createProduct,
  deleteProduct,
  forgetFiles,
  lockProduct,
  updateProduct,
} from './productWrites';

export const PRODUCT_MODULE = 'products.Product';

type Query = Record<string, unknown>;
type Params = { id: string };

export const productDocument = async (db: Database, businessId: string, row: ProductRow) =>
  (await productDocuments(db, businessId, [row]))[0]!;

/** A JSON object body and the businessId it names (multipart is for the image calls). */
export const jsonObject = (request: FastifyRequest): Record<string, unknown> => {
  const raw = request.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || request.isMultipart())
    throw badRequest('saluni.validation.bodyNotObject');
  return raw as Record<string, unknown>;
};

/**
 * The product calls of one path (docs/areas/catalogue.md): `/v1/product` serves every product,
 * `/v1/sale-product` the sale ones only (in_store false), with the same bodies and replies.
 */
export const registerProductRoutes = (
  app: FastifyInstance,
  db: Database,
  scope: ProductScope,
  paths: { base: string; images: string },
) => {
  app.get<{ Querystring: Query }>(paths.base, async (request) => {
    const access = await authorize(db, request, request.query.businessId, PRODUCT_MODULE, 'read');
    const list = parseProductQuery(db, access.businessId, scope, request.query);
    if (request.query.productId !== undefined) {
      if (!isUuid(request.query.productId)) throw notFound();
      const [row] = await db
        .select()
        .from(products)
        .where(
          and(scopeCondition(access.businessId, scope), eq(products.id, request.query.productId)),
        );
      if (!row) throw notFound();
      return { product: await productDocument(db, access.businessId, row) };
    }
    let rows = db
      .select()
      .from(products)
      .where(list.where)
      .orderBy(...list.orderBy)
      .$dynamic();
    if (list.limit > 0) rows = rows.limit(list.limit).offset((list.page - 1) * list.limit);
    const [found, [{ total }]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(products).where(list.where),
    ]);
    return {
      productPage: toPage(
        await productDocuments(db, access.businessId, found),
        total,
        list.page,
        list.limit,
        list.sort,
      ),
    };
  });

  app.post(paths.base, async (request, reply) => {
    const raw = jsonObject(request);
    const access = await authorize(db, request, raw.businessId, PRODUCT_MODULE, 'create');
    const body = await parseBody(productCreateSchema, trimTexts(raw));
    const result = await db.transaction(async (tx) =>
      productDocument(tx, access.businessId, await createProduct(tx, access, scope, body)),
    );
    return reply.status(201).send({ result });
  });

  app.put<{ Params: Params }>(`${paths.base}/:id`, async (request) => {
    const raw = jsonObject(request);
    const access = await authorize(db, request, raw.businessId, PRODUCT_MODULE, 'update');
    const body = await parseBody(productUpdateSchema, trimTexts(raw));
    const product = await db.transaction(async (tx) => {
      const existing = await lockProduct(tx, access, scope, request.params.id);
      return productDocument(
        tx,
        access.businessId,
        await updateProduct(tx, access, scope, existing, body),
      );
    });
    return { product };
  });

  app.delete<{ Querystring: Query; Params: Params }>(`${paths.base}/:id`, async (request) => {
    checkVendorModule(request, PRODUCT_MODULE);
    const access = await authorize(db, request, request.query.businessId, PRODUCT_MODULE, 'delete');
    const product = await db.transaction(async (tx) => {
      const existing = await lockProduct(tx, access, scope, request.params.id);
      const document = await productDocument(tx, access.businessId, existing);
      await deleteProduct(tx, access, existing);
      return document;
    });
    return { product };
  });

  app.put<{ Params: Params }>(`${paths.images}/:id`, async (request) => {
    const body = await readImageBody(request);
    const access = await authorize(db, request, body.fields.businessId, PRODUCT_MODULE, 'update');
    const product = await db.transaction(async (tx) => {
      const existing = await lockProduct(tx, access, scope, request.params.id);
      const { images, dropped } = await replaceImages(tx, access.businessId, existing.images, body);
      const [row] = await tx
        .update(products)
        .set({ images, updatedAt: new Date() })
        .where(and(eq(products.businessId, access.businessId), eq(products.id, existing.id)))
        .returning();
      await forgetFiles(tx, access.businessId, dropped);
      return productDocument(tx, access.businessId, row!);
    });
    return { product };
  });
};

import { and, count, eq } from 'drizzle-orm';
import { businessRow } from '../db/businessRows';
import type { InferType } from 'yup';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import type { RequestBody } from '../http/multipart';
import { notFound } from '../http/errors';
import { toPage } from '../registry/documents';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { replaceImages } from './imageUploads';
import { productDocuments, type ProductRow } from './productDocuments';
import type { productCreateSchema, productUpdateSchema } from './productInput';
import { parseProductQuery, scopeCondition, type ProductScope } from './productQuery';
import {
  createProduct,
  deleteProduct,
  forgetFiles,
  lockProduct,
  updateProduct,
} from './productWrites';

type Query = Record<string, unknown>;

const productDocument = async (db: Database, businessId: string, row: ProductRow) =>
  (await productDocuments(db, businessId, [row]))[0]!;

/** The list's query checked; with `productId`, the one product it names (404 when none in scope). */
export const productListOrOne = async (
  db: Database,
  businessId: string,
  scope: ProductScope,
  query: Query,
) => {
  const list = parseProductQuery(db, businessId, scope, query);
  if (query.productId !== undefined) {
    if (!isUuid(query.productId)) throw notFound();
    const [row] = await db
      .select()
      .from(products)
      .where(and(scopeCondition(businessId, scope), eq(products.id, query.productId)));
    if (!row) throw notFound();
    return { product: await productDocument(db, businessId, row) };
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
  const docs = await productDocuments(db, businessId, found);
  return { productPage: toPage(docs, total, list.page, list.limit, list.sort) };
};

/** A new product with its variants and opening stock (productWrites.ts, createProduct). */
export const createProductRecord = (
  db: Database,
  access: Access,
  scope: ProductScope,
  body: InferType<typeof productCreateSchema>,
) =>
  db.transaction(async (tx) =>
    productDocument(tx, access.businessId, await createProduct(tx, access, scope, body)),
  );

/** Changes a product of the scope (productWrites.ts, updateProduct). */
export const updateProductRecord = (
  db: Database,
  access: Access,
  scope: ProductScope,
  id: string,
  body: InferType<typeof productUpdateSchema>,
) =>
  db.transaction(async (tx) => {
    const existing = await lockProduct(tx, access, scope, id);
    return productDocument(
      tx,
      access.businessId,
      await updateProduct(tx, access, scope, existing, body),
    );
  });

/** Deletes a product of the scope, answering with it as it was. */
export const deleteProductRecord = (
  db: Database,
  access: Access,
  scope: ProductScope,
  id: string,
) =>
  db.transaction(async (tx) => {
    const existing = await lockProduct(tx, access, scope, id);
    const document = await productDocument(tx, access.businessId, existing);
    await deleteProduct(tx, access, existing);
    return document;
  });

/** Keeps the images the body names and adds its uploads; the dropped files are forgotten. */
export const replaceProductImages = (
  db: Database,
  access: Access,
  scope: ProductScope,
  id: string,
  body: RequestBody,
) =>
  db.transaction(async (tx) => {
    const existing = await lockProduct(tx, access, scope, id);
    const { images, dropped } = await replaceImages(tx, access.businessId, existing.images, body);
    const [row] = await tx
      .update(products)
      .set({ images, updatedAt: new Date() })
      .where(businessRow(products, access.businessId, existing.id))
      .returning();
    await forgetFiles(tx, access.businessId, dropped);
    return productDocument(tx, access.businessId, row!);
  });

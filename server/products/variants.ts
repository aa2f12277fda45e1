import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { businessRow, lockBusinessRow, joinReferenced } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { productReviews, products, productVariants } from '../db/schema';
import type { RequestBody } from '../http/multipart';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { requireAction, type Access } from '../tenancy/access';
import { replaceImages } from './imageUploads';
import { OPTIONS_MODULE } from './options';
import {
  productDocuments,
  variantDocuments,
  variantsOf,
  type VariantRow,
} from './productDocuments';
import type { variantUpdateSchema } from './productInput';
import { forgetFiles, lockProduct } from './productWrites';
import { addVariants, typesNewValues, type variantBatchSchema } from './variantBatch';
import { updateVariant } from './variantColumns';

export const reviewSchema = yup.object({
  businessId: yup.mixed(),
  comment: textSchema(2000)
    .required('saluni.catalogue.product.commentRequired')
    .test('present', 'saluni.catalogue.product.commentRequired', (value) => Boolean(value?.trim())),
  rating: yup
    .number()
    .strict()
    .typeError('saluni.catalogue.product.ratingRange')
    .integer('saluni.catalogue.product.ratingRange')
    .min(1, 'saluni.catalogue.product.ratingRange')
    .max(5, 'saluni.catalogue.product.ratingRange')
    .required('saluni.catalogue.product.ratingRange'),
});

const variantDocument = async (db: Database, businessId: string, row: VariantRow) =>
  (await variantDocuments(db, businessId, [row]))[0]!;

/** The variant row of `id` in the caller's business, locked for the write; else 404. */
const lockVariant = async (tx: Database, businessId: string, id: string): Promise<VariantRow> => {
  if (!isUuid(id)) throw notFound();
  const row = await lockBusinessRow(tx, productVariants, businessId, id);
  if (!row) throw notFound();
  return row;
};

/** Updates a variant's own fields, never its stock positions. */
export const updateVariantById = (
  db: Database,
  businessId: string,
  id: string,
  body: yup.InferType<typeof variantUpdateSchema>,
) =>
  db.transaction(async (tx) =>
    variantDocument(
      tx,
      businessId,
      await updateVariant(tx, await lockVariant(tx, businessId, id), body),
    ),
  );

/** Keeps the images the body names and adds its uploads; the dropped files are forgotten. */
export const replaceVariantImages = (
  db: Database,
  businessId: string,
  id: string,
  body: RequestBody,
) =>
  db.transaction(async (tx) => {
    const existing = await lockVariant(tx, businessId, id);
    const { images, dropped } = await replaceImages(tx, businessId, existing.images, body);
    const [row] = await tx
      .update(productVariants)
      .set({ images, updatedAt: new Date() })
      .where(businessRow(productVariants, businessId, existing.id))
      .returning();
    await forgetFiles(tx, businessId, dropped);
    return variantDocument(tx, businessId, row!);
  });

/**
 * Adds many variants of a variant product in one transaction. Typed values join their option,
 * so they also need the options module's update right.
 */
export const addProductVariants = async (
  db: Database,
  access: Access,
  id: string,
  body: yup.InferType<typeof variantBatchSchema>,
) => {
  if (typesNewValues(body)) await requireAction(db, access, OPTIONS_MODULE, 'update');
  return db.transaction(async (tx) => {
    const existing = await lockProduct(tx, access, 'all', id);
    await addVariants(tx, access, existing, body);
    const [row] = await tx
      .select()
      .from(products)
      .where(businessRow(products, access.businessId, existing.id));
    return (await productDocuments(tx, access.businessId, [row!]))[0]!;
  });
};

/** Every sku of the business with its product and variant, so a new sku can be checked free. */
export const businessSkus = (db: Database, businessId: string) =>
  db
    .select({
      sku: productVariants.sku,
      productId: productVariants.productId,
      variantId: productVariants.id,
      title: products.title,
    })
    .from(productVariants)
    .innerJoin(products, joinReferenced(products, productVariants.productId))
    .where(and(eq(productVariants.businessId, businessId), isNotNull(productVariants.sku)))
    .orderBy(asc(productVariants.sku), asc(productVariants.id));

/** A product's variants; a 404 when the business has no product by that id. */
export const productVariantsOf = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(businessRow(products, businessId, id));
  if (!product) throw notFound();
  return variantDocuments(db, businessId, await variantsOf(db, businessId, [product.id]));
};

/** A review of a product by the caller. */
export const reviewProduct = async (
  db: Database,
  access: Access,
  id: string,
  body: yup.InferType<typeof reviewSchema>,
) => {
  const review = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, access, 'all', id);
    const [row] = await tx
      .insert(productReviews)
      .values({
        businessId: access.businessId,
        id: uuidv7(),
        productId: product.id,
        userId: access.user.id,
        comment: body.comment.trim(),
        rating: body.rating,
      })
      .returning();
    return row!;
  });
  return {
    _id: review.id,
    productId: review.productId,
    comment: review.comment,
    rating: review.rating,
    user: { _id: access.user.id, fullName: access.user.fullName },
    createdAt: review.createdAt.toISOString(),
  };
};

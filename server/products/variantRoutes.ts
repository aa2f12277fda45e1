import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { ROUTES } from '../../registry/routes';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { productReviews, products, productVariants } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { authorize, isUuid, type Access } from '../tenancy/access';
import { readImageBody, replaceImages } from './imageUploads';
import { variantDocuments, variantsOf, type VariantRow } from './productDocuments';
import { variantUpdateSchema } from './productInput';
import { OPTIONS_MODULE } from './optionRoutes';
import { jsonObject, PRODUCT_MODULE, productDocument } from './productRoutes';
import { forgetFiles, lockProduct } from './productWrites';
import { addVariants, typesNewValues, variantBatchSchema } from './variantBatch';
import { updateVariant } from './variantColumns';

type Query = Record<string, unknown>;
type Params = { id: string };

const reviewSchema = yup.object({
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
const lockVariant = async (tx: Database, access: Access, id: string): Promise<VariantRow> => {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.businessId, access.businessId), eq(productVariants.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
};

/**
 * Variant calls and the product lookups other screens use: update a variant (never its stock
 * positions), its images, every sku of the business, a product's variants, and reviews.
 */
export const registerVariantRoutes = (app: FastifyInstance, db: Database) => {
  app.put<{ Params: Params }>('/v1/product/variant/:id', async (request) => {
    const raw = jsonObject(request);
    const access = await authorize(db, request, raw.businessId, PRODUCT_MODULE, 'update');
    const body = await parseBody(variantUpdateSchema, raw);
    const variant = await db.transaction(async (tx) =>
      variantDocument(
        tx,
        access.businessId,
        await updateVariant(tx, await lockVariant(tx, access, request.params.id), body),
      ),
    );
    return { variant };
  });

  // Typed values join their option, so they also need the options module's update right.
  app.post<{ Params: Params }>(ROUTES.variantsAdd.path, async (request, reply) => {
    const raw = jsonObject(request);
    const access = await authorize(db, request, raw.businessId, PRODUCT_MODULE, 'create');
    const body = await parseBody(variantBatchSchema, raw);
    if (typesNewValues(body))
      await authorize(db, request, raw.businessId, OPTIONS_MODULE, 'update');
    const product = await db.transaction(async (tx) => {
      const existing = await lockProduct(tx, access, 'all', request.params.id);
      await addVariants(tx, access, existing, body);
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.businessId, access.businessId), eq(products.id, existing.id)));
      return productDocument(tx, access.businessId, row!);
    });
    return reply.status(201).send({ product });
  });

  app.put<{ Params: Params }>('/v1/product/variant/images/:id', async (request) => {
    const body = await readImageBody(request);
    const access = await authorize(db, request, body.fields.businessId, PRODUCT_MODULE, 'update');
    const variant = await db.transaction(async (tx) => {
      const existing = await lockVariant(tx, access, request.params.id);
      const { images, dropped } = await replaceImages(tx, access.businessId, existing.images, body);
      const [row] = await tx
        .update(productVariants)
        .set({ images, updatedAt: new Date() })
        .where(
          and(
            eq(productVariants.businessId, access.businessId),
            eq(productVariants.id, existing.id),
          ),
        )
        .returning();
      await forgetFiles(tx, access.businessId, dropped);
      return variantDocument(tx, access.businessId, row!);
    });
    return { variant };
  });

  app.get<{ Querystring: Query }>('/v1/product/skus', async (request) => {
    const access = await authorize(db, request, request.query.businessId, PRODUCT_MODULE, 'read');
    const rows = await db
      .select({
        sku: productVariants.sku,
        productId: productVariants.productId,
        variantId: productVariants.id,
        title: products.title,
      })
      .from(productVariants)
      .innerJoin(
        products,
        and(
          eq(products.businessId, productVariants.businessId),
          eq(products.id, productVariants.productId),
        ),
      )
      .where(and(eq(productVariants.businessId, access.businessId), isNotNull(productVariants.sku)))
      .orderBy(asc(productVariants.sku), asc(productVariants.id));
    return { skus: rows };
  });

  app.get<{ Querystring: Query; Params: Params }>('/v1/products/:id/variants', async (request) => {
    const access = await authorize(db, request, request.query.businessId, PRODUCT_MODULE, 'read');
    if (!isUuid(request.params.id)) throw notFound();
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.businessId, access.businessId), eq(products.id, request.params.id)));
    if (!product) throw notFound();
    return {
      variants: await variantDocuments(
        db,
        access.businessId,
        await variantsOf(db, access.businessId, [product.id]),
      ),
    };
  });

  app.post<{ Params: Params }>('/v1/product/:id/review', async (request, reply) => {
    const raw = jsonObject(request);
    const access = await authorize(db, request, raw.businessId, PRODUCT_MODULE, 'update');
    const body = await parseBody(reviewSchema, raw);
    const review = await db.transaction(async (tx) => {
      const product = await lockProduct(tx, access, 'all', request.params.id);
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
    return reply.status(201).send({
      review: {
        _id: review.id,
        productId: review.productId,
        comment: review.comment,
        rating: review.rating,
        user: { _id: access.user.id, fullName: access.user.fullName },
        createdAt: review.createdAt.toISOString(),
      },
    });
  });
};

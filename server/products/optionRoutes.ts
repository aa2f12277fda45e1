import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { productOptions, productOptionValues } from '../db/schema';
import { badRequest, HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { toPage } from '../registry/documents';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import { productUsingOption, productUsingValue } from './optionUsage';
import { parseOptionName, parseOptionValues, type SubmittedValue } from './optionValues';
import { likePattern, parsePaging, queryText } from '../http/paging';

export const OPTIONS_MODULE = 'products.Options';
const PATH = '/v1/product/options';

type OptionRow = typeof productOptions.$inferSelect;
type Query = Record<string, unknown>;

// `id` / `_id` name the option when the path does not (PUT /v1/product/options).
const bodySchema = yup.object({
  businessId: yup.mixed(),
  id: yup.mixed(),
  _id: yup.mixed(),
  option_name: yup.mixed(),
  option_values: yup.mixed(),
});

/** The JSON body, checked for unknown fields, and the caller's access to the module. */
const readOptionBody = async (
  db: Database,
  request: FastifyRequest,
  action: 'create' | 'update',
) => {
  const raw = request.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('saluni.validation.bodyNotObject');
  const access = await authorize(
    db,
    request,
    (raw as Record<string, unknown>).businessId,
    OPTIONS_MODULE,
    action,
  );
  return { access, body: await parseBody(bodySchema, raw) };
};

/** Option documents with their values in entry order. */
const optionDocuments = async (db: Database, rows: OptionRow[]) => {
  const values = rows.length
    ? await db
        .select()
        .from(productOptionValues)
        .where(
          and(
            eq(productOptionValues.businessId, rows[0]!.businessId),
            inArray(
              productOptionValues.optionId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(productOptionValues.position), asc(productOptionValues.id))
    : [];
  return rows.map((row) => ({
    _id: row.id,
    businessId: row.businessId,
    option_name: row.option_name,
    option_values: values
      .filter((value) => value.optionId === row.id)
      .map((value) => ({ _id: value.id, value: value.value })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

const optionDocument = async (db: Database, row: OptionRow) =>
  (await optionDocuments(db, [row]))[0]!;

/** The `id` (or `_id`) a body names, for the update that carries it there instead of in the path. */
const bodyId = (body: unknown): unknown =>
  body && typeof body === 'object'
    ? ((body as Record<string, unknown>).id ?? (body as Record<string, unknown>)._id)
    : undefined;

const lockOption = async (tx: Database, access: Access, id: unknown) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.businessId, access.businessId), eq(productOptions.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
};

const inUse = (message: string) => new HttpError(409, 'INVALID_STATE', message);

/** Unique names per business and unique values per option, as the spec's messages. */
const withUniqueMessages = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = String(
      (error as { constraint?: string }).constraint ?? (error as Error).message,
    );
    // Only renames that swap two values' texts in one update can clash here.
    if (message.includes('product_option_values'))
      throw validationFailed({ option_values: text('saluni.catalogue.option.valuesClash') });
    throw new HttpError(409, 'DUPLICATE_KEY', text('saluni.catalogue.option.duplicateName'), {
      option_name: text('saluni.catalogue.option.duplicateName'),
    });
  }
};

/** Makes the option's values equal to `submitted` (keep, rename, add, remove unused). */
const replaceValues = async (
  tx: Database,
  access: Access,
  option: OptionRow,
  submitted: SubmittedValue[],
) => {
  const current = await tx
    .select()
    .from(productOptionValues)
    .where(
      and(
        eq(productOptionValues.businessId, access.businessId),
        eq(productOptionValues.optionId, option.id),
      ),
    );
  const kept = new Set<string>();
  const plan = submitted.map((entry) => {
    const match = entry._id
      ? current.find((value) => value.id === entry._id)
      : current.find((value) => value.value.toLowerCase() === entry.value.toLowerCase());
    if (entry._id && !match)
      throw validationFailed({ option_values: text('saluni.catalogue.option.valueNotInOption') });
    if (match) kept.add(match.id);
    return { entry, match };
  });
  for (const removed of current.filter((value) => !kept.has(value.id))) {
    const product = await productUsingValue(tx, access.businessId, removed.id);
    if (product)
      throw inUse(text('saluni.catalogue.option.valueInUse', { value: removed.value, product }));
    await tx
      .delete(productOptionValues)
      .where(
        and(
          eq(productOptionValues.businessId, access.businessId),
          eq(productOptionValues.id, removed.id),
        ),
      );
  }
  for (const [position, { entry, match }] of plan.entries()) {
    if (match) {
      await tx
        .update(productOptionValues)
        .set({ value: entry.value, position, updatedAt: new Date() })
        .where(
          and(
            eq(productOptionValues.businessId, access.businessId),
            eq(productOptionValues.id, match.id),
          ),
        );
    } else {
      await tx.insert(productOptionValues).values({
        businessId: access.businessId,
        id: uuidv7(),
        optionId: option.id,
        value: entry.value,
        position,
      });
    }
  }
};

/**
 * Product options (inventory.md 3 and 7): create, list, read, update, delete, and delete one
 * value. A value or option a product uses is never removed (409 naming the product).
 */
export const registerOptionRoutes = (app: FastifyInstance, db: Database) => {
  app.post(PATH, async (request, reply) => {
    const { access, body } = await readOptionBody(db, request, 'create');
    const name = parseOptionName(body.option_name);
    const values = parseOptionValues(body.option_values);
    const option = await withUniqueMessages(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(productOptions)
          .values({ businessId: access.businessId, id: uuidv7(), option_name: name })
          .returning();
        await tx.insert(productOptionValues).values(
          values.map((entry, position) => ({
            businessId: access.businessId,
            id: uuidv7(),
            optionId: row!.id,
            value: entry.value,
            position,
          })),
        );
        return optionDocument(tx, row!);
      }),
    );
    return reply.status(201).send({ option });
  });

  app.get<{ Querystring: Query }>(PATH, async (request) => {
    const access = await authorize(db, request, request.query.businessId, OPTIONS_MODULE, 'read');
    const { page, limit } = parsePaging(request.query, ['businessId', 'page', 'limit', 'q']);
    const term = queryText(request.query, 'q')?.trim();
    const where = and(
      eq(productOptions.businessId, access.businessId),
      term ? ilike(productOptions.option_name, likePattern(term)) : undefined,
    );
    let rows = db
      .select()
      .from(productOptions)
      .where(where)
      .orderBy(desc(productOptions.createdAt), desc(productOptions.id))
      .$dynamic();
    if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
    const [found, [{ total }]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(productOptions).where(where),
    ]);
    return {
      optionPage: toPage(await optionDocuments(db, found), total, page, limit, {
        field: 'createdAt',
        direction: -1,
      }),
    };
  });

  app.get<{ Querystring: Query; Params: { id: string } }>(`${PATH}/:id`, async (request) => {
    const access = await authorize(db, request, request.query.businessId, OPTIONS_MODULE, 'read');
    if (!isUuid(request.params.id)) throw notFound();
    const [row] = await db
      .select()
      .from(productOptions)
      .where(
        and(
          eq(productOptions.businessId, access.businessId),
          eq(productOptions.id, request.params.id),
        ),
      );
    if (!row) throw notFound();
    return { option: await optionDocument(db, row) };
  });

  const updateOption = async (request: FastifyRequest, id: unknown) => {
    const { access, body } = await readOptionBody(db, request, 'update');
    const name = body.option_name === undefined ? undefined : parseOptionName(body.option_name);
    const values =
      body.option_values === undefined ? undefined : parseOptionValues(body.option_values);
    const option = await withUniqueMessages(() =>
      db.transaction(async (tx) => {
        const existing = await lockOption(tx, access, id);
        if (values) await replaceValues(tx, access, existing, values);
        const [row] = await tx
          .update(productOptions)
          .set({ ...(name !== undefined && { option_name: name }), updatedAt: new Date() })
          .where(
            and(
              eq(productOptions.businessId, access.businessId),
              eq(productOptions.id, existing.id),
            ),
          )
          .returning();
        return optionDocument(tx, row!);
      }),
    );
    return { option };
  };

  const deleteOption = async (request: FastifyRequest<{ Querystring: Query }>, id: unknown) => {
    checkVendorModule(request, OPTIONS_MODULE);
    const access = await authorize(db, request, request.query.businessId, OPTIONS_MODULE, 'delete');
    const option = await db.transaction(async (tx) => {
      const existing = await lockOption(tx, access, id);
      const product = await productUsingOption(tx, access.businessId, existing.id);
      if (product)
        throw inUse(
          text('saluni.catalogue.option.inUse', { option: existing.option_name, product }),
        );
      const document = await optionDocument(tx, existing);
      await tx
        .delete(productOptions)
        .where(
          and(eq(productOptions.businessId, access.businessId), eq(productOptions.id, existing.id)),
        );
      return document;
    });
    return { option };
  };

  app.put<{ Params: { id: string } }>(`${PATH}/:id`, async (request) =>
    updateOption(request, request.params.id),
  );
  app.delete<{ Querystring: Query; Params: { id: string } }>(`${PATH}/:id`, async (request) =>
    deleteOption(request, request.params.id),
  );
  // The spec's "update (id, data)" and "delete option" on the path itself: the id in the body or query.
  app.put<{ Querystring: Query }>(PATH, async (request) =>
    updateOption(request, request.query.id ?? bodyId(request.body)),
  );
  app.delete<{ Querystring: Query }>(PATH, async (request) =>
    deleteOption(request, request.query.id),
  );

  app.delete<{ Querystring: Query; Params: { id: string } }>(
    `${PATH}/value/:id`,
    async (request) => {
      checkVendorModule(request, OPTIONS_MODULE);
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        OPTIONS_MODULE,
        'delete',
      );
      if (!isUuid(request.params.id)) throw notFound();
      const option = await db.transaction(async (tx) => {
        const [value] = await tx
          .select()
          .from(productOptionValues)
          .where(
            and(
              eq(productOptionValues.businessId, access.businessId),
              eq(productOptionValues.id, request.params.id),
            ),
          );
        if (!value) throw notFound();
        const existing = await lockOption(tx, access, value.optionId);
        const product = await productUsingValue(tx, access.businessId, value.id);
        if (product)
          throw inUse(text('saluni.catalogue.option.valueInUse', { value: value.value, product }));
        await tx
          .delete(productOptionValues)
          .where(
            and(
              eq(productOptionValues.businessId, access.businessId),
              eq(productOptionValues.id, value.id),
            ),
          );
        return optionDocument(tx, existing);
      });
      return { option };
    },
  );
};

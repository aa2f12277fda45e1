import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { businesses, roles } from '../db/schema';
import { forbidden, HttpError, notFound, validationFailed } from '../http/errors';
import { ownedFilenames } from '../files/store';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { textSchema } from '../../registry/validation';
import { requireUser } from '../auth/sessions';
import { authorize, checkVendorModule, isUuid } from '../tenancy/access';
import { toBusinessDocument } from '../tenancy/businessDocument';
import { localeFields, localeOf, resolveLocale } from '../tenancy/locale';
import { createGeneralWarehouse } from '../stock';

const MODULE = 'settings.Business';

const nameSchema = textSchema(120)
  .matches(/\S/, 'saluni.validation.businessName.required')
  .nonNullable('saluni.validation.businessName.required');

const settingsFields = {
  ...localeFields,
  appointmentGapInMinutes: yup
    .number()
    .strict()
    .typeError('saluni.validation.appointmentGap.range')
    .integer('saluni.validation.appointmentGap.range')
    .min(0, 'saluni.validation.appointmentGap.range')
    .max(60, 'saluni.validation.appointmentGap.range')
    .nonNullable('saluni.validation.appointmentGap.range'),
  opensOnHolidays: yup
    .boolean()
    .strict()
    .typeError('saluni.validation.mustBeBoolean')
    .nonNullable('saluni.validation.mustBeBoolean'),
  calendarEnabled: yup
    .boolean()
    .strict()
    .typeError('saluni.validation.mustBeBoolean')
    .nonNullable('saluni.validation.mustBeBoolean'),
};

const createSchema = yup.object({
  name: nameSchema.required('saluni.validation.businessName.required'),
  ...settingsFields,
});
// The logo is a filename from POST /v1/file (null removes it); it must be one of the business's files.
const updateSchema = yup.object({
  name: nameSchema,
  ...settingsFields,
  logo: textSchema(60).nullable(),
  businessId: textSchema(),
});

const duplicateName = () =>
  new HttpError(409, 'DUPLICATE_KEY', text('saluni.validation.businessName.duplicate'), {
    name: text('saluni.validation.businessName.duplicate'),
  });

/** Runs a write that may hit the unique business name, turning that into the spec message. */
const withUniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
};

export const registerBusinessRoutes = (app: FastifyInstance, db: Database) => {
  app.post('/v1/business', async (request, reply) => {
    const user = await requireUser(db, request);
    const body = await parseBody(createSchema, request.body);
    const values = {
      id: uuidv7(),
      name: body.name.trim(),
      ...resolveLocale(body),
      appointmentGapInMinutes: body.appointmentGapInMinutes ?? 0,
    };
    const { business, role } = await withUniqueName(() =>
      db.transaction(async (tx) => {
        const [business] = await tx.insert(businesses).values(values).returning();
        const [role] = await tx
          .insert(roles)
          .values({ businessId: business!.id, id: uuidv7(), userId: user.id, role: 'owner' })
          .returning();
        await createGeneralWarehouse(tx, business!.id);
        return { business: business!, role: role! };
      }),
    );
    const businessDocument = toBusinessDocument(business);
    return reply.status(201).send({
      business: businessDocument,
      role: { _id: role.id, role: role.role, business: businessDocument, permissions: {} },
    });
  });

  app.get('/v1/business', async (request) => {
    const user = await requireUser(db, request);
    const held = await db
      .select({ businessId: roles.businessId })
      .from(roles)
      .where(eq(roles.userId, user.id));
    const ids = held.map((row) => row.businessId);
    const rows = ids.length
      ? await db
          .select()
          .from(businesses)
          .where(inArray(businesses.id, ids))
          .orderBy(asc(businesses.name))
      : [];
    return {
      businessPage: {
        docs: rows.map(toBusinessDocument),
        limit: 0,
        page: 1,
        pages: 1,
        sort: { name: 1 },
        total: rows.length,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/v1/business/:id', async (request) => {
    const access = await authorize(db, request, request.params.id, MODULE, 'read');
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, access.businessId));
    if (!business) throw notFound();
    return { business: toBusinessDocument(business) };
  });

  app.put<{ Params: { id: string } }>('/v1/business/:id', async (request) => {
    const access = await authorize(db, request, request.params.id, MODULE, 'update');
    const body = await parseBody(updateSchema, request.body);
    if (body.businessId !== undefined && body.businessId !== access.businessId) throw forbidden();
    const { businessId: _ignored, ...changes } = body;
    if (
      changes.logo &&
      !(await ownedFilenames(db, access.businessId, [changes.logo])).has(changes.logo)
    ) {
      throw validationFailed({ logo: text('saluni.validation.image.invalid') });
    }
    const [business] = await withUniqueName(() =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(businesses)
          .where(eq(businesses.id, access.businessId))
          .for('update');
        if (!current) throw notFound();
        const locale = resolveLocale(changes, localeOf(current));
        return tx
          .update(businesses)
          .set({
            ...changes,
            ...locale,
            ...(changes.name !== undefined && { name: changes.name.trim() }),
            ...(changes.logo === '' && { logo: null }),
            updatedAt: new Date(),
          })
          .where(eq(businesses.id, access.businessId))
          .returning();
      }),
    );
    if (!business) throw notFound();
    return { business: toBusinessDocument(business) };
  });

  /** Only the owner deletes a business; its every record goes with it (cascading keys). */
  app.delete<{ Querystring: { businessId?: string } }>('/v1/business', async (request) => {
    checkVendorModule(request, MODULE);
    const access = await authorize(db, request, request.query.businessId, MODULE, 'delete');
    if (access.role !== 'owner' || !isUuid(access.businessId)) throw forbidden();
    const [business] = await db
      .delete(businesses)
      .where(and(eq(businesses.id, access.businessId)))
      .returning();
    if (!business) throw notFound();
    return { business: toBusinessDocument(business) };
  });
};

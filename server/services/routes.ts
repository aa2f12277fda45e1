import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { service } from '../../registry';
import type { Database } from '../db/database';
import { services } from '../db/schema';
import type { ImageRules } from '../files/images';
import { readBody } from '../files/multipart';
import { storeImage } from '../files/store';
import { badRequest, notFound, validationFailed } from '../http/errors';
import { businessIdOf } from '../http/fields';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { toDocument } from '../registry/documents';
import type { TenantRow } from '../registry/table';
import { authorize, isUuid } from '../tenancy/access';
import { bulkPerformerSchema, bulkUpdateSchema, bulkUpdateServices, setPerformers } from './bulk';
import { registerClientPackageRoutes } from './clientPackages';
import { exportServices } from './export';

type Query = Record<string, unknown>;

/** The business a JSON body names, read before validation so the caller is checked first. */
/**
 * The calls of services beyond the registry's CRUD (back-office.md 7): bulk edit, performers
 * of several services, the image upload, the CSV export; and client service packages.
 */
export const registerServicesRoutes = (
  app: FastifyInstance,
  db: Database,
  imageRules: ImageRules,
) => {
  const module = service.module;

  const bulkUpdate = async (request: FastifyRequest) => {
    const access = await authorize(db, request, businessIdOf(request.body), module, 'update');
    const body = await parseBody(bulkUpdateSchema, request.body);
    return {
      services: await bulkUpdateServices(db, access, body.services as Record<string, unknown>[]),
    };
  };
  app.put('/v1/service/bulk', async (request) => bulkUpdate(request));

  app.put('/v1/service/bulk/performer', async (request) => {
    const access = await authorize(db, request, businessIdOf(request.body), module, 'update');
    const body = await parseBody(bulkPerformerSchema, request.body);
    return { services: await setPerformers(db, access, body.serviceIds, body.performerIds) };
  });

  app.put<{ Params: { id: string } }>('/v1/service/image/:id', async (request) => {
    if (!request.isMultipart()) throw badRequest('saluni.validation.malformedBody');
    const body = await readBody(request);
    const access = await authorize(db, request, body.fields.businessId, module, 'update');
    if (!isUuid(request.params.id)) throw notFound();
    const unknown = Object.keys(body.fields).filter((key) => key !== 'businessId');
    if (unknown.length)
      throw validationFailed(
        Object.fromEntries(unknown.map((key) => [key, text('saluni.validation.unknownField')])),
      );
    const files = body.files.filter((file) => file.field === 'file');
    if (files.length !== 1 || body.files.length !== 1)
      throw validationFailed({ file: text('saluni.validation.image.invalid') });
    const updated = await db.transaction(async (tx) => {
      const byId = and(
        eq(services.businessId, access.businessId),
        eq(services.id, request.params.id),
      );
      const [existing] = await tx
        .select({ id: services.id })
        .from(services)
        .where(byId)
        .for('update');
      if (!existing) throw notFound();
      const image = await storeImage(tx, access.businessId, files[0]!, imageRules);
      const [row] = await tx
        .update(services)
        .set({ image, updatedAt: new Date() })
        .where(byId)
        .returning();
      return toDocument(service, row as TenantRow);
    });
    return { service: updated };
  });

  app.get<{ Querystring: Query }>('/v1/service/export', async (request, reply) => {
    const access = await authorize(db, request, request.query.businessId, module, 'read');
    return exportServices(db, reply, access.businessId, request.query);
  });

  registerClientPackageRoutes(app, db);
};

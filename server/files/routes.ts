import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { roles, storedFiles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { requireUser } from '../auth/sessions';
import { requireMember } from '../tenancy/access';
import type { ImageRules } from './images';
import { readBody } from './multipart';
import { storeImage } from './store';

const FILENAME = /^[0-9a-f-]{36}\.(png|jpg)$/;

/**
 * `POST /v1/file`: multipart upload of images (`file` or `files`), for forms that attach an
 * image to a record already saved. `GET /v1/file/{filename}`: the image, for members of its
 * business only, with its stored content type and `nosniff`.
 */
export const registerFileRoutes = (app: FastifyInstance, db: Database, rules: ImageRules) => {
  app.post('/v1/file', async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('saluni.validation.malformedBody');
    const body = await readBody(request);
    // Any member of the business may attach images; the record they go on checks its own module.
    const access = await requireMember(db, request, body.fields.businessId);
    const uploads = body.files.filter((file) => file.field === 'file' || file.field === 'files');
    if (!uploads.length) throw badRequest('saluni.validation.image.invalid');
    const filenames = await db.transaction(async (tx) => {
      const stored: string[] = [];
      for (const file of uploads) stored.push(await storeImage(tx, access.businessId, file, rules));
      return stored;
    });
    return reply.status(201).send({ files: filenames.map((filename) => ({ filename })) });
  });

  app.get<{ Params: { filename: string } }>('/v1/file/:filename', async (request, reply) => {
    const user = await requireUser(db, request);
    if (!FILENAME.test(request.params.filename)) throw notFound();
    const [file] = await db
      .select({ contentType: storedFiles.contentType, content: storedFiles.content })
      .from(storedFiles)
      .innerJoin(
        roles,
        and(eq(roles.businessId, storedFiles.businessId), eq(roles.userId, user.id)),
      )
      .where(eq(storedFiles.filename, request.params.filename));
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(file.content);
  });
};

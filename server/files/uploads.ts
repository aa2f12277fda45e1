import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../tenancy/sessions';
import type { Database } from '../db/database';
import { roles, storedFiles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { ImageRules } from './images';
import type { RequestBody } from '../http/multipart';
import { storeImage } from './store';

const FILENAME = /^[0-9a-f-]{36}\.(png|jpg)$/;

/**
 * Stores the images of a multipart upload (`file` or `files`), all or none: their filenames.
 * A JSON body or a form without images is a 400.
 */
export const storeUploads = async (
  db: Database,
  businessId: string,
  request: FastifyRequest,
  body: RequestBody,
  rules: ImageRules,
) => {
  if (!request.isMultipart()) throw badRequest('saluni.validation.malformedBody');
  const uploads = body.files.filter((file) => file.field === 'file' || file.field === 'files');
  if (!uploads.length) throw badRequest('saluni.validation.image.invalid');
  const filenames = await db.transaction(async (tx) => {
    const stored: string[] = [];
    for (const file of uploads) stored.push(await storeImage(tx, businessId, file, rules));
    return stored;
  });
  return filenames.map((filename) => ({ filename }));
};

/**
 * Sends an image to a member of its business only, with its stored content type and `nosniff`;
 * to anyone else it is not found.
 */
export const sendStoredFile = async (
  db: Database,
  user: SessionUser,
  filename: string | undefined,
  reply: FastifyReply,
) => {
  if (!filename || !FILENAME.test(filename)) throw notFound();
  const [file] = await db
    .select({ contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .innerJoin(roles, and(eq(roles.businessId, storedFiles.businessId), eq(roles.userId, user.id)))
    .where(eq(storedFiles.filename, filename));
  if (!file) throw notFound();
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(file.content);
};

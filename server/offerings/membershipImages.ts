import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { membership } from '../../registry';
import { MAX_MEMBERSHIP_IMAGES } from '../../registry/offerings/membershipTerms';
import type { Database } from '../db/database';
import { memberships } from '../db/schema';
import type { ImageRules } from '../files/images';
import { readBody, type RequestBody } from '../files/multipart';
import { storeImage } from '../files/store';
import { badRequest, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { toDocument } from '../registry/documents';
import type { TenantRow } from '../registry/table';
import { authorize, isUuid } from '../tenancy/access';

type StoredImage = { filename: string };
type Params = { id: string };

/** Only `businessId` and files under the accepted field names; one file up to `maxFiles`. */
const checkImageUpload = (body: RequestBody, fileFields: readonly string[], maxFiles: number) => {
  const unknown = [
    ...Object.keys(body.fields).filter((key) => key !== 'businessId'),
    ...body.files.map((file) => file.field).filter((field) => !fileFields.includes(field)),
  ];
  if (unknown.length)
    throw validationFailed(
      Object.fromEntries(unknown.map((key) => [key, text('saluni.validation.unknownField')])),
    );
  if (!body.files.length)
    throw validationFailed({ [fileFields[0]!]: text('saluni.validation.image.invalid') });
  if (body.files.length > maxFiles)
    throw validationFailed({
      [fileFields[0]!]: text('saluni.validation.image.tooMany', { n: maxFiles }),
    });
};

/**
 * The two picture calls of a membership (docs/areas/offerings.md):
 *   PUT /v1/membership/{id}/images  several files (`files`) added after the current pictures;
 *   PUT /v1/membership/image/{id}   one file (`file`) that becomes the cover, replacing the old cover.
 * Both check every file by content and store them with the record's update in one transaction.
 */
export const registerMembershipImageRoutes = (
  app: FastifyInstance,
  db: Database,
  rules: ImageRules,
) => {
  const replaceImages = async (
    request: FastifyRequest<{ Params: Params }>,
    fileFields: readonly string[],
    maxFiles: number,
    arrange: (current: StoredImage[], added: StoredImage[]) => StoredImage[],
  ) => {
    if (!request.isMultipart()) throw badRequest('saluni.validation.malformedBody');
    const body = await readBody(request);
    const access = await authorize(
      db,
      request,
      body.fields.businessId,
      membership.module,
      'update',
    );
    if (!isUuid(request.params.id)) throw notFound();
    checkImageUpload(body, fileFields, maxFiles);
    const byId = and(
      eq(memberships.businessId, access.businessId),
      eq(memberships.id, request.params.id),
    );
    const row = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(memberships).where(byId).for('update');
      if (!existing) throw notFound();
      const added: StoredImage[] = [];
      for (const file of body.files)
        added.push({ filename: await storeImage(tx, access.businessId, file, rules) });
      const images = arrange(existing.images as StoredImage[], added);
      if (images.length > MAX_MEMBERSHIP_IMAGES)
        throw validationFailed({
          images: text('saluni.validation.image.tooMany', { n: MAX_MEMBERSHIP_IMAGES }),
        });
      const [updated] = await tx
        .update(memberships)
        .set({ images, updatedAt: new Date() })
        .where(byId)
        .returning();
      return updated!;
    });
    return { [membership.replyKey]: toDocument(membership, row as unknown as TenantRow) };
  };

  app.put<{ Params: Params }>(`${membership.path}/:id/images`, async (request) =>
    replaceImages(request, ['files', 'file'], MAX_MEMBERSHIP_IMAGES, (current, added) => [
      ...current,
      ...added,
    ]),
  );

  app.put<{ Params: Params }>(`${membership.path}/image/:id`, async (request) =>
    replaceImages(request, ['file'], 1, (current, added) => [...added, ...current.slice(1)]),
  );
};

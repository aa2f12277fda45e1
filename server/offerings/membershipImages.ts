import { and, eq } from 'drizzle-orm';
import { membership } from '../../registry';
import { MAX_MEMBERSHIP_IMAGES } from '../../registry/offerings/membershipTerms';
import type { Database } from '../db/database';
import { memberships } from '../db/schema';
import type { ImageRules } from '../files/images';
import type { RequestBody, Upload } from '../http/multipart';
import { storeImage } from '../files/store';
import { badRequest, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { toDocument } from '../registry/documents';
import type { TenantRow } from '../registry/table';
import { isUuid } from '../http/ids';

type StoredImage = { filename: string };

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

/** Which files a picture call takes and where they go among the membership's pictures. */
export interface ImagePlacement {
  fileFields: readonly string[];
  maxFiles: number;
  arrange: (current: StoredImage[], added: StoredImage[]) => StoredImage[];
}

/** `PUT /v1/membership/{id}/images`: several files (`files`) added after the current pictures. */
export const ADDED_IMAGES: ImagePlacement = {
  fileFields: ['files', 'file'],
  maxFiles: MAX_MEMBERSHIP_IMAGES,
  arrange: (current, added) => [...current, ...added],
};

/** `PUT /v1/membership/image/{id}`: one file (`file`) that becomes the cover, replacing the old cover. */
export const COVER_IMAGE: ImagePlacement = {
  fileFields: ['file'],
  maxFiles: 1,
  arrange: (current, added) => [...added, ...current.slice(1)],
};

/**
 * Stores a picture call's files on a membership (docs/areas/offerings.md): every file is checked
 * by content and stored with the record's update in one transaction. Only multipart is accepted.
 */
export const replaceMembershipImages = async (
  db: Database,
  businessId: string,
  id: string,
  upload: Upload,
  rules: ImageRules,
  { fileFields, maxFiles, arrange }: ImagePlacement,
) => {
  if (!upload.multipart) throw badRequest('saluni.validation.malformedBody');
  if (!isUuid(id)) throw notFound();
  const { body } = upload;
  checkImageUpload(body, fileFields, maxFiles);
  const byId = and(eq(memberships.businessId, businessId), eq(memberships.id, id));
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(memberships).where(byId).for('update');
    if (!existing) throw notFound();
    const added: StoredImage[] = [];
    for (const file of body.files)
      added.push({ filename: await storeImage(tx, businessId, file, rules) });
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
  return toDocument(membership, row as unknown as TenantRow);
};

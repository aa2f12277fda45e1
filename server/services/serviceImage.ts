import { and, eq } from 'drizzle-orm';
import { service } from '../../registry';
import type { Database } from '../db/database';
import { services } from '../db/schema';
import type { ImageRules } from '../files/images';
import type { Upload } from '../http/multipart';
import { storeImage } from '../files/store';
import { badRequest, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { toDocument } from '../registry/documents';
import type { TenantRow } from '../registry/table';
import { isUuid } from '../http/ids';

/**
 * Stores the one image of a multipart body (businessId, file) as the service's picture and
 * answers with the service. Only multipart is accepted: a picture never comes as JSON.
 */
export const setServiceImage = async (
  db: Database,
  businessId: string,
  id: string,
  upload: Upload,
  imageRules: ImageRules,
) => {
  if (!upload.multipart) throw badRequest('saluni.validation.malformedBody');
  if (!isUuid(id)) throw notFound();
  const { fields, files: sent } = upload.body;
  const unknown = Object.keys(fields).filter((key) => key !== 'businessId');
  if (unknown.length)
    throw validationFailed(
      Object.fromEntries(unknown.map((key) => [key, text('saluni.validation.unknownField')])),
    );
  const files = sent.filter((file) => file.field === 'file');
  if (files.length !== 1 || sent.length !== 1)
    throw validationFailed({ file: text('saluni.validation.image.invalid') });
  return db.transaction(async (tx) => {
    const byId = and(eq(services.businessId, businessId), eq(services.id, id));
    const [existing] = await tx
      .select({ id: services.id })
      .from(services)
      .where(byId)
      .for('update');
    if (!existing) throw notFound();
    const image = await storeImage(tx, businessId, files[0]!, imageRules);
    const [row] = await tx
      .update(services)
      .set({ image, updatedAt: new Date() })
      .where(byId)
      .returning();
    return toDocument(service, row as TenantRow);
  });
};

import { desc } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { consultationForms, consultationFormVersions } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { ResourceHooks } from '../registry/hooks';
import { isUuid } from '../http/ids';

/**
 * History of consultation forms: an update first copies the stored content to
 * consultation_form_versions (in the update's transaction) and counts one more version; replies
 * carry `version`. A form stays with the client it was recorded for.
 */
export const consultationFormHooks: ResourceHooks = {
  beforeWrite: async ({ db, access }, values, existing) => {
    // A new form starts at the column's default, version 1.
    if (!existing) return;
    if (values.clientId !== undefined && values.clientId !== existing.clientId) {
      throw validationFailed({ clientId: text('saluni.clientRecords.validation.clientFixed') });
    }
    const version = existing.version as number;
    await db.insert(consultationFormVersions).values({
      businessId: access.businessId,
      id: uuidv7(),
      formId: existing.id,
      version,
      form: existing.form,
      savedAt: existing.updatedAt,
    });
    return { version: version + 1 };
  },
  decorate: async ({ db, access }, documents) => {
    if (!documents.length) return documents;
    const rows = await db
      .select({ id: consultationForms.id, version: consultationForms.version })
      .from(consultationForms)
      .where(
        businessRowsMatching(consultationForms, access.businessId, {
          id: documents.map((doc) => doc._id),
        }),
      );
    const versions = new Map(rows.map((row) => [row.id, row.version]));
    return documents.map((doc) => ({ ...doc, version: versions.get(doc._id) ?? 1 }));
  },
};

/** One version of a form as `GET .../history` lists it; `replacedAt` is null for the current one. */
export interface ConsultationFormVersion {
  version: number;
  form: unknown;
  savedAt: string;
  replacedAt: string | null;
}

/** Every version of a form, newest (the current content) first; a form not of the business is a 404. */
export const consultationFormHistory = async (
  db: Database,
  businessId: string,
  id: string,
): Promise<ConsultationFormVersion[]> => {
  if (!isUuid(id)) throw notFound();
  const [current] = await db
    .select()
    .from(consultationForms)
    .where(businessRow(consultationForms, businessId, id));
  if (!current) throw notFound();
  const earlier = await db
    .select()
    .from(consultationFormVersions)
    .where(businessRowsMatching(consultationFormVersions, businessId, { formId: current.id }))
    .orderBy(desc(consultationFormVersions.version));
  return [
    {
      version: current.version,
      form: current.form,
      savedAt: current.updatedAt.toISOString(),
      replacedAt: null,
    },
    ...earlier.map((row) => ({
      version: row.version,
      form: row.form,
      savedAt: row.savedAt.toISOString(),
      replacedAt: row.createdAt.toISOString(),
    })),
  ];
};

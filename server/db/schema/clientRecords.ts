import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';
import { clients } from './clients';

/**
 * Consultation forms of a client (registry/resources/consultationForm.ts). `version` counts
 * the saves: 1 on create, +1 on every update, whose previous content goes to
 * consultation_form_versions. A client's forms go with the client.
 */
export const consultationForms = pgTable(
  'consultation_forms',
  {
    ...tenantColumns(),
    clientId: uuid('client_id').notNull(),
    /** `{ name, questions: [{ question, answer }] }`. */
    form: jsonb('form').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    index('consultation_forms_client_idx').on(t.businessId, t.clientId, t.createdAt),
  ],
);

/**
 * Earlier versions of a consultation form, append-only: written by an update in its
 * transaction, never changed, removed only with their form. `savedAt` is when that version
 * was saved; `createdAt` is when it was replaced.
 */
export const consultationFormVersions = pgTable(
  'consultation_form_versions',
  {
    ...tenantColumns(),
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    form: jsonb('form').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.formId],
      foreignColumns: [consultationForms.businessId, consultationForms.id],
    }).onDelete('cascade'),
    unique('consultation_form_versions_form_version_key').on(t.businessId, t.formId, t.version),
  ],
);

/** Feedback of clients (registry/resources/feedback.ts); a client's feedback goes with the client. */
export const feedback = pgTable(
  'feedback',
  {
    ...tenantColumns(),
    clientId: uuid('client_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    index('feedback_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('feedback_business_rating_idx', t, t.rating),
    index('feedback_client_idx').on(t.businessId, t.clientId),
    searchIndex('feedback_comment_search_idx', t.comment),
  ],
);

/** Google reviews of the business (registry/resources/googleReview.ts). */
export const googleReviews = pgTable(
  'google_reviews',
  {
    ...tenantColumns(),
    reviewer: text('reviewer').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    check('google_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('google_reviews_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('google_reviews_business_reviewer_idx', t, t.reviewer),
    sortIndex('google_reviews_business_rating_idx', t, t.rating),
    index('google_reviews_reviewed_on_idx').on(t.businessId, t.reviewedOn),
    searchIndex('google_reviews_reviewer_search_idx', t.reviewer),
    searchIndex('google_reviews_comment_search_idx', t.comment),
  ],
);

import { date, index, integer, jsonb, text, unique, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, ratingRange, tenantReference, tenantTable } from './columns';
import { ownedBy } from './rowGroups';
import { timestampTz } from './columnTypes';
import { clients } from './clients';

/**
 * Consultation forms of a client (registry/resources/consultationForm.ts). `version` counts
 * the saves: 1 on create, +1 on every update, whose previous content goes to
 * consultation_form_versions. A client's forms go with the client.
 */
export const consultationForms = tenantTable(
  'consultation_forms',
  {
    clientId: uuid('client_id').notNull(),
    /** `{ name, questions: [{ question, answer }] }`. */
    form: jsonb('form').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [...ownedBy('consultation_forms', t, t.clientId, clients, 'client', t.createdAt)],
);

/**
 * Earlier versions of a consultation form, append-only: written by an update in its
 * transaction, never changed, removed only with their form. `savedAt` is when that version
 * was saved; `createdAt` is when it was replaced.
 */
export const consultationFormVersions = tenantTable(
  'consultation_form_versions',
  {
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    form: jsonb('form').notNull(),
    savedAt: timestampTz('saved_at').notNull(),
  },
  (t) => [
    tenantReference(t, t.formId, consultationForms).onDelete('cascade'),
    unique('consultation_form_versions_form_version_key').on(t.businessId, t.formId, t.version),
  ],
);

/** Feedback of clients (registry/resources/feedback.ts); a client's feedback goes with the client. */
export const feedback = tenantTable(
  'feedback',
  {
    clientId: uuid('client_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
  },
  (t) => [
    ...ownedBy('feedback', t, t.clientId, clients, 'client'),
    ratingRange('feedback', t),
    ...listIndexes('feedback', t, { sortable: [t.rating], searchable: [t.comment] }),
  ],
);

/** Google reviews of the business (registry/resources/googleReview.ts). */
export const googleReviews = tenantTable(
  'google_reviews',
  {
    reviewer: text('reviewer').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    ratingRange('google_reviews', t),
    ...listIndexes('google_reviews', t, {
      sortable: [t.reviewer, t.rating],
      searchable: [t.reviewer, t.comment],
    }),
    index('google_reviews_reviewed_on_idx').on(t.businessId, t.reviewedOn),
  ],
);

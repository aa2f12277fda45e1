import { index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './columns';
import { bytea } from './columnTypes';

/**
 * Uploaded images, kept in the database so that app servers stay stateless. Served by their
 * random filename from GET /v1/file/{filename}.
 */
export const storedFiles = tenantTable(
  'stored_files',
  {
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    uniqueIndex('stored_files_filename_unique').on(t.filename),
    index('stored_files_business_idx').on(t.businessId),
  ],
);

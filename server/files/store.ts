import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { storedFiles } from '../db/schema';
import { checkImage, type ImageRules } from './images';
import type { UploadedFile } from '../http/multipart';

/** Checks and stores an uploaded image; returns its public filename. Run inside the caller's transaction. */
export const storeImage = async (
  db: Database,
  businessId: string,
  file: UploadedFile,
  rules: ImageRules,
): Promise<string> => {
  const image = checkImage(file.content, file.field, rules);
  const id = uuidv7();
  const filename = `${id}.${image.extension}`;
  await db.insert(storedFiles).values({
    businessId,
    id,
    filename,
    contentType: image.contentType,
    size: file.content.length,
    width: image.width,
    height: image.height,
    content: file.content,
  });
  return filename;
};

/** Which of `filenames` this business owns: a record may only point at its own files. */
export const ownedFilenames = async (
  db: Database,
  businessId: string,
  filenames: string[],
): Promise<Set<string>> => {
  if (!filenames.length) return new Set();
  const rows = await db
    .select({ filename: storedFiles.filename })
    .from(storedFiles)
    .where(and(eq(storedFiles.businessId, businessId), inArray(storedFiles.filename, filenames)));
  return new Set(rows.map((row) => row.filename));
};

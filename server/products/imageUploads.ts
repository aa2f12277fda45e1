import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import type { RequestBody } from '../http/multipart';
import { storeImage } from '../files/store';
import { badRequest, validationFailed } from '../http/errors';
import { text } from '../http/messages';

/** inventory.md 5 and 9: PNG or JPEG, at most 5 MB, at least 700x500, at most 4 per product or variant. */
export const PRODUCT_IMAGE_RULES: ImageRules = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 700,
  minHeight: 500,
};
export const MAX_PRODUCT_IMAGES = 4;

/**
 * The body of an image call, multipart only: `businessId`, optional `images` (filenames to keep),
 * files in `files`; any other field or file part is refused.
 */
export const checkImageBody = (request: FastifyRequest, body: RequestBody): RequestBody => {
  if (!request.isMultipart()) throw badRequest('saluni.validation.malformedBody');
  const unknown = [
    ...Object.keys(body.fields).filter((key) => key !== 'businessId' && key !== 'images'),
    ...body.files.filter((file) => file.field !== 'files').map((file) => file.field),
  ];
  if (unknown.length)
    throw validationFailed(
      Object.fromEntries(unknown.map((key) => [key, text('saluni.validation.unknownField')])),
    );
  return body;
};

const keptImages = (raw: unknown, current: string[]): string[] => {
  if (raw === undefined) return current;
  if (typeof raw !== 'string')
    throw validationFailed({ images: text('saluni.validation.invalidValue') });
  let names: unknown;
  try {
    names = raw.trim().startsWith('[')
      ? JSON.parse(raw)
      : raw
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  } catch {
    throw validationFailed({ images: text('saluni.validation.invalidValue') });
  }
  if (
    !Array.isArray(names) ||
    !names.every((name): name is string => typeof name === 'string' && current.includes(name))
  ) {
    throw validationFailed({ images: text('saluni.validation.referenceNotFound') });
  }
  return [...new Set(names)];
};

/**
 * The record's new image list: the kept current images, then the uploads (checked by content
 * and stored in `tx`). Also returns the dropped filenames, for the caller to forget.
 */
export const replaceImages = async (
  tx: Database,
  businessId: string,
  current: string[],
  body: RequestBody,
) => {
  const kept = keptImages(body.fields.images, current);
  if (kept.length + body.files.length > MAX_PRODUCT_IMAGES)
    throw validationFailed({
      files: text('saluni.catalogue.product.tooManyImages', { n: MAX_PRODUCT_IMAGES }),
    });
  const added: string[] = [];
  for (const file of body.files)
    added.push(await storeImage(tx, businessId, file, PRODUCT_IMAGE_RULES));
  return { images: [...kept, ...added], dropped: current.filter((name) => !kept.includes(name)) };
};

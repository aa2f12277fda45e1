import { imageSize } from 'image-size';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';

export interface ImageRules {
  maxBytes: number;
  minWidth?: number;
  minHeight?: number;
}

export interface CheckedImage {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
/** A whole file has its end marker: the IEND chunk (with its fixed CRC) or JPEG's EOI. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const isComplete = (content: Buffer, isPng: boolean) =>
  isPng
    ? content.lastIndexOf(PNG_END) >= PNG_MAGIC.length
    : content.lastIndexOf(JPEG_END) > JPEG_MAGIC.length;

const invalidImage = (field: string, message: string) =>
  new HttpError(422, 'VALIDATION', message, { [field]: message });

/**
 * Accepts PNG and JPEG by their content, never by name or declared type: a PNG renamed .jpg
 * is stored as PNG and a text file named .png is refused.
 */
export const checkImage = (content: Buffer, field: string, rules: ImageRules): CheckedImage => {
  if (content.length > rules.maxBytes) {
    throw invalidImage(
      field,
      text('saluni.validation.image.tooLarge', { n: Math.round(rules.maxBytes / 1024 / 1024) }),
    );
  }
  const isPng = content.subarray(0, 8).equals(PNG_MAGIC);
  const isJpeg = content.subarray(0, 3).equals(JPEG_MAGIC);
  if ((!isPng && !isJpeg) || !isComplete(content, isPng))
    throw invalidImage(field, text('saluni.validation.image.invalid'));
  let size: { width?: number; height?: number };
  try {
    size = imageSize(content);
  } catch {
    throw invalidImage(field, text('saluni.validation.image.invalid'));
  }
  const { width = 0, height = 0 } = size;
  if (!width || !height) throw invalidImage(field, text('saluni.validation.image.invalid'));
  const { minWidth = 0, minHeight = 0 } = rules;
  if (width < minWidth || height < minHeight) {
    throw invalidImage(
      field,
      text('saluni.validation.image.tooSmall', {
        w: minWidth,
        h: minHeight,
        cw: width,
        ch: height,
      }),
    );
  }
  return isPng
    ? { contentType: 'image/png', extension: 'png', width, height }
    : { contentType: 'image/jpeg', extension: 'jpg', width, height };
};

import { imageSize } from 'image-size';
import '../shared/specScreensTexts';

/** inventory.md 5 and 9: PNG and JPEG, at most 4 images of 5 MB, at least 700x500 px. */
export const IMAGE_RULES = { maxFiles: 4, maxMegabytes: 5, minWidth: 700, minHeight: 500 } as const;

/** A refused file: the i18n key of its message and the message's values. */
export interface ImageProblem {
  message: string;
  values?: Record<string, number>;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * The same checks the server makes, done in the browser before upload so the user learns at
 * once; by content, never by name or declared type. Null when the file is fine.
 */
export const checkImageFile = async (file: Blob): Promise<ImageProblem | null> => {
  if (file.size > IMAGE_RULES.maxMegabytes * 1024 * 1024)
    return {
      message: 'saluni.spec.validation.fileTooLarge',
      values: { n: IMAGE_RULES.maxMegabytes },
    };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!startsWith(bytes, PNG_MAGIC) && !startsWith(bytes, JPEG_MAGIC))
    return { message: 'saluni.spec.validation.invalidImage' };
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return { message: 'saluni.spec.validation.invalidImage' };
  }
  const { width = 0, height = 0 } = size;
  if (!width || !height) return { message: 'saluni.spec.validation.invalidImage' };
  if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight) {
    return {
      message: 'saluni.spec.validation.imageTooSmall',
      values: { w: IMAGE_RULES.minWidth, h: IMAGE_RULES.minHeight, cw: width, ch: height },
    };
  }
  return null;
};

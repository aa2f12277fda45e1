import { dataProvider } from '../dataProvider';
import { isNewImage, type StoredImage } from '../dataProvider/business';

/** Uploads files through POST /v1/file and returns their stored filenames, in order. */
export const uploadImages = async (files: Blob[]): Promise<string[]> => {
  if (!files.length) return [];
  const stored = await dataProvider.uploadFiles(files);
  return stored.map((file) => file.filename);
};

/**
 * An ImageInput's value as the server stores it: kept pictures stay `{ filename }`, new ones are
 * uploaded first, and the order the user sees is kept. The record's own write then only names
 * files, which the server checks belong to the business.
 */
export const storeImages = async (value: unknown): Promise<StoredImage[]> => {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  const uploaded = await uploadImages(items.filter(isNewImage).map((item) => item.rawFile));
  let next = 0;
  return items.flatMap((item): StoredImage[] => {
    if (isNewImage(item)) return [{ filename: uploaded[next++]! }];
    const filename = (item as { filename?: unknown } | null)?.filename;
    return typeof filename === 'string' ? [{ filename }] : [];
  });
};

import { type Product } from '../../dataProvider/products';
import type { SaluniDataProvider } from '../../dataProvider';
import { toNewProduct, type ProductFormValues } from './productFormModel';

/**
 * Add Product's submit (inventory.md 4): create the product, upload its images, then each
 * variant's images by matching variant order. Returns the created product; an upload failure
 * is thrown after the product exists, so the caller can send the user to its edit screen.
 */
export const createProductWithImages = async (
  dataProvider: SaluniDataProvider,
  values: ProductFormValues,
): Promise<Product> => {
  const product = await dataProvider.createProduct(toNewProduct(values));
  try {
    if (values.images.length) await dataProvider.uploadProductImages(product._id, values.images);
    for (const [index, variant] of values.variants.entries()) {
      const created = product.variants[index];
      if (variant.images.length && created)
        await dataProvider.uploadVariantImages(created._id, variant.images);
    }
  } catch (error) {
    throw new ImagesNotUploaded(product, error);
  }
  return product;
};

/** The product was created but some of its images were not stored. */
export class ImagesNotUploaded extends Error {
  constructor(
    readonly product: Product,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

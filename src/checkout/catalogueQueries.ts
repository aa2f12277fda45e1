import { useQuery } from '@tanstack/react-query';
import {
  client,
  membership,
  service,
  serviceCategory,
  servicePackage,
  voucher,
} from '../../registry';
import { useSaluniDataProvider } from '../dataProvider';
import type { Product } from '../dataProvider/products';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';
import type { ProductChoice } from './checkoutSelection';

/** Every record of a list (the spec's checkout loads use limit=0), with the filter given. */
export const useEveryRecord = <T extends { id: string }>(
  resource: string,
  filter: Record<string, unknown> = {},
  enabled = true,
) => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({
    queryKey: ['checkout', resource, filter],
    queryFn: async () =>
      (await dataProvider.getList(resource, { pagination: { page: 1, perPage: ALL_ROWS }, filter }))
        .data as unknown as T[],
    enabled,
  });
};

export const CATALOGUE = {
  client: client.name,
  membership: membership.name,
  voucher: voucher.name,
  service: service.name,
  serviceCategory: serviceCategory.name,
  servicePackage: servicePackage.name,
};

/** One card per variant; a product of several variants names the variant after its title. */
const choicesOf = (product: Product): ProductChoice[] =>
  product.variants.map((variant, index) => ({
    productId: product._id,
    variantId: variant._id,
    title:
      product.variants.length > 1
        ? `${product.title} · ${variant.sku ?? index + 1}`
        : product.title,
    price: Number(variant.pricing.retail_price),
  }));

/**
 * The products on sale, each variant with its retail price. The product list is read rather
 * than `GET /v1/product/skus`, whose rows carry no price and leave out variants without a SKU.
 */
export const useProductChoices = () => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({
    queryKey: ['checkout', 'products'],
    queryFn: async () =>
      (await dataProvider.listProducts({ page: 1, limit: 0 })).docs.flatMap(choicesOf),
  });
};

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { type ProductListQuery } from '../dataProvider/products';
import { useSaluniDataProvider } from '../dataProvider';
import { flattenCategories } from './categories/categoryTree';

/** Every product-area query is keyed by the business, so switching business never shows stale rows. */
const useKey = (...parts: unknown[]) => ['products', useCurrentBusinessId(), ...parts];

export const useProducts = (query: ProductListQuery) => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({
    queryKey: useKey('products', query),
    queryFn: () => dataProvider.listProducts(query),
    placeholderData: (previous) => previous,
  });
};

export const useProduct = (id: string) => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({ queryKey: useKey('product', id), queryFn: () => dataProvider.getProduct(id) });
};

export const useOptions = () => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({ queryKey: useKey('options'), queryFn: () => dataProvider.listOptions() });
};

/** Every category once (parents and children), for pickers and the tree. */
export const useCategories = () => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({
    queryKey: useKey('categories'),
    queryFn: () => dataProvider.listProductCategories(),
    select: flattenCategories,
  });
};

export const useWarehouses = () => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({ queryKey: useKey('warehouses'), queryFn: () => dataProvider.listWarehouses() });
};

/** Every SKU of the business, for suggesting free ones. */
export const useSkus = () => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({ queryKey: useKey('skus'), queryFn: () => dataProvider.listSkus() });
};

/** After a write: refetch every product-area query (lists, pickers and the edited product). */
export const useRefreshProducts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['products'] });
};

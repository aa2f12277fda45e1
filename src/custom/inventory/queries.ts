import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { catalogueApi, type ProductListQuery } from './api';
import { flattenCategories } from './categories/categoryTree';

/** Every catalogue query is keyed by the business, so switching business never shows stale rows. */
const useKey = (...parts: unknown[]) => ['catalogue', useCurrentBusinessId(), ...parts];

export const useProducts = (query: ProductListQuery) =>
  useQuery({ queryKey: useKey('products', query), queryFn: () => catalogueApi.listProducts(query), placeholderData: (previous) => previous });

export const useProduct = (id: string) => useQuery({ queryKey: useKey('product', id), queryFn: () => catalogueApi.getProduct(id) });

export const useOptions = () => useQuery({ queryKey: useKey('options'), queryFn: catalogueApi.listOptions });

/** Every category once (parents and children), for pickers and the tree. */
export const useCategories = () => useQuery({ queryKey: useKey('categories'), queryFn: catalogueApi.listCategories, select: flattenCategories });

export const useWarehouses = () => useQuery({ queryKey: useKey('warehouses'), queryFn: catalogueApi.listWarehouses });

/** After a write: refetch every catalogue query (lists, pickers and the edited product). */
export const useRefreshCatalogue = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['catalogue'] });
};

/** A failed call: the 'Request failed!' toast with the server's message (inventory.md 8). */
export const useRequestFailed = () => {
  const notify = useNotify();
  return (error: unknown) => notify(error instanceof Error && error.message ? error.message : 'saluni.spec.errors.anErrorOccurred', { type: 'error' });
};

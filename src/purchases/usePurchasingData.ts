import { useQueryClient } from '@tanstack/react-query';
import { useGetList, type RaRecord } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import type { SupplierOption } from '../dataProvider/purchases';
import { useModuleAccess } from '../auth/useModuleAccess';
import { usePickerData } from '../stock';
import type { ModuleName } from '../../registry';
import type { Page } from '../../registry/page';
import { useServerPage, type PageQuery } from '../shared/useServerPage';
import { usePaging } from '../shared/PagedTable';

/** Suppliers, products with variants and warehouses for the purchasing dialogs; a failed load leaves a list empty. */
export const usePurchasingPickers = () => {
  const { items, warehouses } = usePickerData();
  // The supplier declaration's own list, as the Suppliers tab reads it.
  const { data: suppliers = [] } = useGetList<SupplierOption & RaRecord>('supplier', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'fullName', order: 'ASC' },
  });
  return { items, warehouses, suppliers };
};

/** What the role may do in a purchasing module: the screens hide the rest (the server refuses it too). */
export const usePurchasingAccess = (module: ModuleName) => ({
  create: useModuleAccess(module, 'create').allowed,
  update: useModuleAccess(module, 'update').allowed,
  delete: useModuleAccess(module, 'delete').allowed,
});

/** Refreshes the purchasing lists after a change (a request's receipt shows on the receipts tab too). */
export const useRefreshPurchasing = () => {
  const client = useQueryClient();
  const businessId = useCurrentBusinessId();
  return () => void client.invalidateQueries({ queryKey: ['purchasing', businessId] });
};

/**
 * A purchasing tab's page of rows (requests or receipts), unfiltered; `useRefreshPurchasing`
 * reaches it.
 */
export const usePurchasingPage = <TRow extends { _id: string }>(
  list: 'requests' | 'receipts',
  fetchPage: (page: PageQuery) => Promise<Page<TRow>>,
  failed: (error: unknown) => void,
) =>
  useServerPage({
    area: 'purchasing',
    list,
    paging: usePaging(),
    query: (page) => page,
    fetchPage,
    failed,
  }).table;

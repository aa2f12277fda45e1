import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useModuleAccess } from '../auth/useModuleAccess';
import { usePickerData } from '../stock/useStockData';
import type { ModuleName } from '../../registry';

/** Suppliers, products with variants and warehouses for the purchasing dialogs; a failed load leaves a list empty. */
export const usePurchasingPickers = () => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const { items, warehouses } = usePickerData();
  const { data: suppliers = [] } = useQuery({ queryKey: ['purchasing', businessId, 'suppliers'], queryFn: () => api.listSuppliers() });
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

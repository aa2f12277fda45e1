import { useEffect, useMemo, useState } from 'react';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { stockApi, type StockItem, type Warehouse } from './stockApi';

/** The stock calls for the current business. */
export const useStockApi = () => {
  const businessId = useCurrentBusinessId();
  return useMemo(() => stockApi(businessId ?? ''), [businessId]);
};

/** Products (with variants) and warehouses for the stock dialogs' pickers; a failed load is only logged (inventory.md 8). */
export const usePickerData = () => {
  const api = useStockApi();
  const [items, setItems] = useState<StockItem[]>([]);
  const [warehouses, setWarehouses] = useState<Warehouse[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([api.items(), api.warehouses()])
      .then(([loadedItems, loadedWarehouses]) => {
        if (!live) return;
        setItems(loadedItems);
        setWarehouses(loadedWarehouses);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [api]);
  return { items, warehouses };
};

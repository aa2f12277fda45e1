import { useQuery } from '@tanstack/react-query';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';

/** Products (with variants) and warehouses for the stock dialogs' pickers; a failed load leaves them empty (inventory.md 8). */
export const usePickerData = () => {
  const dataProvider = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const { data: items = [] } = useQuery({
    queryKey: ['stock', businessId, 'items'],
    queryFn: () => dataProvider.stockItems(),
  });
  const { data: warehouses = [] } = useQuery({
    queryKey: ['stock', businessId, 'warehouses'],
    queryFn: () => dataProvider.listWarehouses(),
  });
  return { items, warehouses };
};

import WarehouseIcon from '@mui/icons-material/Warehouse';
import { warehouse } from '../../../registry';
import { WarehousesTab } from '../../custom/stock/WarehousesTab';
import { buildResource } from '../generic/buildResource';

/** The warehouse list is the stock area's Warehouses tab (dialogs instead of create/edit pages). */
export default { ...buildResource(warehouse, WarehouseIcon), list: WarehousesTab };

import WarehouseIcon from '@mui/icons-material/Warehouse';
import { warehouse } from '../../registry';
import { WarehousesTab } from './WarehousesTab';
import { buildResource } from '../shared/buildResource';

/** The warehouse list is the stock area's Warehouses tab (dialogs instead of create/edit pages). */
export default { ...buildResource(warehouse, WarehouseIcon), list: WarehousesTab };

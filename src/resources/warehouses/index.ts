import WarehouseIcon from '@mui/icons-material/Warehouse';
import { warehouse } from '../../../registry';
import { buildResource } from '../generic/buildResource';

export default buildResource(warehouse, WarehouseIcon);

import CategoryIcon from '@mui/icons-material/Category';
import { productCategory } from '../../../registry';
import { buildResource } from '../generic/buildResource';

/** Generic screens until the inventory hub's categories tab replaces them. */
export default buildResource(productCategory, CategoryIcon);

import CategoryIcon from '@mui/icons-material/Category';
import { serviceCategory } from '../../registry';
import { buildResource } from '../shared/buildResource';

export default buildResource(serviceCategory, CategoryIcon);

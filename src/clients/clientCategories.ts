import LabelIcon from '@mui/icons-material/Label';
import { clientCategory } from '../../registry';
import { buildResource } from '../shared/buildResource';

export default buildResource(clientCategory, LabelIcon);

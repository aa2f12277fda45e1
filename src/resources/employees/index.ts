import BadgeIcon from '@mui/icons-material/Badge';
import { employee } from '../../../registry';
import { buildResource } from '../generic/buildResource';

export default buildResource(employee, BadgeIcon);

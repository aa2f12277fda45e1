import BadgeIcon from '@mui/icons-material/Badge';
import { jobTitle } from '../../registry';
import { buildResource } from '../shared/buildResource';

export default buildResource(jobTitle, BadgeIcon);

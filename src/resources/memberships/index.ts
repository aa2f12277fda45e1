import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { membership } from '../../../registry';
import { buildResource } from '../generic/buildResource';

export default buildResource(membership, CardMembershipIcon);

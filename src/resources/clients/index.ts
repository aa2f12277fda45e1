import PeopleIcon from '@mui/icons-material/People';
import { client } from '../../../registry';
import { buildResource } from '../generic/buildResource';

export default buildResource(client, PeopleIcon);

import PeopleIcon from '@mui/icons-material/People';
import { client } from '../../registry';
import type { ResourceScreens } from '../shared/buildResource';
import { ClientEdit } from './ClientEdit';
import { ClientCreateScreen, ClientList } from './ClientList';

/** Clients: their own list (with the Add New Client dialog at /client/create) and edit screen. */
const clients: ResourceScreens = {
  name: client.name,
  declaration: client,
  list: ClientList,
  create: ClientCreateScreen,
  edit: ClientEdit,
  icon: PeopleIcon,
  recordRepresentation: (record) => String(record.fullName ?? ''),
};

export default clients;

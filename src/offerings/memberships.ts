import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { RaRecord } from 'react-admin';
import { membership } from '../../registry';
import type { ResourceScreens } from '../shared/buildResource';
import { MembershipCreate, MembershipEdit } from './MembershipForms';
import { MembershipList } from './MembershipList';

/** Memberships need their own screens: the price map and duration have no generic input. */
const screens: ResourceScreens = {
  name: membership.name,
  declaration: membership,
  list: MembershipList,
  create: MembershipCreate,
  edit: MembershipEdit,
  icon: CardMembershipIcon,
  recordRepresentation: (record: RaRecord) => String(record.name ?? ''),
};

export default screens;

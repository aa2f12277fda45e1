import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { servicePackage } from '../../registry';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import type { ResourceScreens } from '../shared/buildResource';
import { ServicePackageList } from './ServicePackageList';

const screens: ResourceScreens = {
  name: servicePackage.name,
  declaration: servicePackage,
  list: ServicePackageList,
  create: () => <GenericCreate declaration={servicePackage} />,
  edit: () => <GenericEdit declaration={servicePackage} />,
  icon: CardGiftcardIcon,
  recordRepresentation: (record) => String(record.name ?? ''),
};

export default screens;

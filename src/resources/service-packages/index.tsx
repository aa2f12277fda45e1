import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { servicePackage } from '../../../registry';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { ResourceScreens } from '../generic/buildResource';
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

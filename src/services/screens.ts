import type { AreaResourceScreens } from '../shared/ownScreens';
import { ServiceCreate, ServiceEdit } from './ServiceForms';
import { ServiceList } from './ServiceList';
import { ServicePackageList } from './ServicePackageList';

export { ClientServicePackages } from './ClientServicePackages';

/** The services menu area: services (pricing options, bulk edit, export) and the packages list. */
export const resourceScreens: AreaResourceScreens = {
  service: { list: ServiceList, create: ServiceCreate, edit: ServiceEdit },
  'service-package': { list: ServicePackageList },
};

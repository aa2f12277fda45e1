import { RESOURCES } from '../registry';
import clientCategories from './clients/clientCategories';
import clients from './clients/clients';
import employees from './staff/employees';
import feedback from './client-records/feedback';
import type { ResourceScreens } from './shared/buildResource';
import googleReviews from './client-records/googleReviews';
import jobTitles from './staff/jobTitles';
import memberships from './offerings/memberships';
import productCategories from './products/productCategories';
import serviceCategories from './services/serviceCategories';
import servicePackages from './services/servicePackages';
import serviceRooms from './services/serviceRooms';
import services from './services/services';
import vouchers from './offerings/vouchers';
import warehouses from './stock/warehouses';

/** One entry per resource folder, in any order (the registry decides the order). */
const SCREENS: ResourceScreens[] = [
  jobTitles,
  serviceCategories,
  serviceRooms,
  clientCategories,
  clients,
  employees,
  services,
  servicePackages,
  feedback,
  googleReviews,
  memberships,
  vouchers,
  warehouses,
  productCategories,
];

/** Every registry resource with its screens, in registry order; a missing folder fails loudly here. */
export const resourceScreens: ResourceScreens[] = RESOURCES.map((declaration) => {
  const screens = SCREENS.find((candidate) => candidate.name === declaration.name);
  if (!screens) throw new Error(`No screens for resource ${declaration.name}`);
  return screens;
});

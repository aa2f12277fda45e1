import { RESOURCES } from '../../registry';
import clientCategories from './client-categories';
import clients from './clients';
import employees from './employees';
import feedback from './feedback';
import type { ResourceScreens } from './generic/buildResource';
import googleReviews from './google-reviews';
import jobTitles from './job-titles';
import memberships from './memberships';
import productCategories from './product-categories';
import serviceCategories from './service-categories';
import servicePackages from './service-packages';
import serviceRooms from './service-rooms';
import services from './services';
import vouchers from './vouchers';
import warehouses from './warehouses';

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

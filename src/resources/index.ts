import { RESOURCES } from '../../registry';
import clientCategories from './client-categories';
import clients from './clients';
import employees from './employees';
import type { ResourceScreens } from './generic/buildResource';
import jobTitles from './job-titles';
import productCategories from './product-categories';
import serviceCategories from './service-categories';
import serviceRooms from './service-rooms';
import services from './services';
import warehouses from './warehouses';

const SCREENS: ResourceScreens[] = [jobTitles, serviceCategories, serviceRooms, clientCategories, clients, employees, services,
  warehouses];
SCREENS.push(productCategories);

/** Every registry resource with its screens, in registry order; a missing folder fails loudly here. */
export const resourceScreens: ResourceScreens[] = RESOURCES.map((declaration) => {
  const screens = SCREENS.find((candidate) => candidate.name === declaration.name);
  if (!screens) throw new Error(`No screens for resource ${declaration.name}`);
  return screens;
});

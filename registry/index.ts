import { client } from './resources/client';
import { clientCategory } from './resources/clientCategory';
import { employee } from './resources/employee';
import { jobTitle } from './resources/jobTitle';
import { productCategory } from './resources/productCategory';
import { service } from './resources/service';
import { serviceCategory } from './resources/serviceCategory';
import { serviceRoom } from './resources/serviceRoom';
import { warehouse } from './resources/warehouse';
import type { ResourceDeclaration } from './types';

/** Every registered resource; the server, the dataProvider and the menu iterate this list. */
export const RESOURCES = [
  jobTitle,
  serviceCategory,
  serviceRoom,
  clientCategory,
  client,
  employee,
  service,
  warehouse,
  productCategory,
] as const satisfies readonly ResourceDeclaration[];

export const findResource = (name: string): ResourceDeclaration | undefined =>
  RESOURCES.find((resource) => resource.name === name);

export { client, clientCategory, employee, jobTitle, service, serviceCategory, serviceRoom };
export { warehouse };
export { productCategory };
export * from './business';
export * from './types';
export * from './modules';

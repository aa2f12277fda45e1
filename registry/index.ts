import { client } from './resources/client';
import { clientCategory } from './resources/clientCategory';
import { commissionPlan } from './resources/commissionPlan';
import { employee } from './resources/employee';
import { feedback } from './resources/feedback';
import { googleReview } from './resources/googleReview';
import { jobTitle } from './resources/jobTitle';
import { membership } from './resources/membership';
import { productCategory } from './resources/productCategory';
import { service } from './resources/service';
import { servicePackage } from './resources/servicePackage';
import { serviceCategory } from './resources/serviceCategory';
import { serviceRoom } from './resources/serviceRoom';
import { supplierCategory } from './resources/supplierCategory';
import { voucher } from './resources/voucher';
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
  servicePackage,
  feedback,
  googleReview,
  membership,
  voucher,
  warehouse,
  supplierCategory,
  commissionPlan,
  productCategory,
] as const satisfies readonly ResourceDeclaration[];

export const findResource = (name: string): ResourceDeclaration | undefined =>
  RESOURCES.find((resource) => resource.name === name);

export {
  client,
  clientCategory,
  commissionPlan,
  employee,
  feedback,
  googleReview,
  jobTitle,
  membership,
  productCategory,
  service,
  serviceCategory,
  servicePackage,
  serviceRoom,
  supplierCategory,
  voucher,
  warehouse,
};
export { consultationForm } from './resources/consultationForm';
export { supplier } from './resources/supplier';
export * from './business';
export * from './types';
export * from './modules';

import type { RouteDeclaration } from './declaration';
import { resourceRoutes } from './resources';
import type { Action } from '../modules';
import { client } from '../resources/client';
import { clientCategory } from '../resources/clientCategory';
import { consultationForm } from '../resources/consultationForm';
import { googleReview } from '../resources/googleReview';
import { service } from '../resources/service';
import { servicePackage } from '../resources/servicePackage';

const clientPackagePath = `${servicePackage.path}/client`;
const consultationFormCalls = resourceRoutes(consultationForm);
const clientAccess = (action: Action) => ({ module: client.module, action });
const serviceAccess = (action: Action) => ({ module: service.module, action });
const clientPackageAccess = (action: Action) => ({ module: servicePackage.module, action });

/** Clients, client records, services and what a client holds (back-office.md 7). */
export const clientsRoutes = {
  // Clients, client records, services, staff.
  clientCategoryAdd: {
    method: 'POST',
    path: `${clientCategory.path}/add`,
    access: { module: clientCategory.module, action: 'update' },
    replyKey: 'category',
  },
  clientCategoryRemove: {
    method: 'POST',
    path: `${clientCategory.path}/remove`,
    access: { module: clientCategory.module, action: 'update' },
    replyKey: 'category',
  },
  clientExport: { method: 'GET', path: `${client.path}/export`, access: clientAccess('read') },
  consultationFormHistory: {
    method: 'GET',
    path: `${consultationForm.path}/:id/history`,
    access: { module: consultationForm.module, action: 'read' },
    replyKey: 'consultationFormHistory',
  },
  serviceBulkCategories: {
    method: 'PUT',
    path: `${service.path}/bulk/`,
    access: serviceAccess('update'),
    replyKey: 'services',
  },
  serviceBulkPerformers: {
    method: 'PUT',
    path: `${service.path}/bulk/performer`,
    access: serviceAccess('update'),
    replyKey: 'services',
  },
  serviceExport: { method: 'GET', path: `${service.path}/export`, access: serviceAccess('read') },
  clientPackageList: {
    method: 'GET',
    path: clientPackagePath,
    access: clientPackageAccess('read'),
    replyKey: 'clientServicePackagePage',
  },
  clientPackageCreate: {
    method: 'POST',
    path: clientPackagePath,
    access: clientPackageAccess('create'),
    replyKey: 'clientServicePackage',
  },
  clientPackageUse: {
    method: 'POST',
    path: `${clientPackagePath}/:id/use`,
    access: clientPackageAccess('update'),
    replyKey: 'clientServicePackage',
  },
  googleReviewImport: {
    method: 'POST',
    path: `${googleReview.path}/import`,
    access: { module: googleReview.module, action: 'create' },
    replyKey: 'googleReviewImport',
    fileField: 'file',
  },
  starterServicesCreate: {
    method: 'POST',
    path: `${service.path}/starter`,
    access: serviceAccess('create'),
    replyKey: 'starterServices',
  },
  membershipSessionList: {
    method: 'GET',
    path: '/v2/membership-session',
    replyKey: 'membershipSessionPage',
  },
  membershipSessionCreate: { method: 'POST', path: '/v1/membership-session' },
  // What a client holds (server/offerings/clientMemberships.ts, clientVouchers.ts); `clientId` narrows to one client.
  clientMembershipList: {
    method: 'GET',
    path: '/v1/membership/client',
    replyKey: 'clientMembershipPage',
  },
  clientVoucherList: { method: 'GET', path: '/v1/voucher/client', replyKey: 'clientVoucherPage' },
  serviceImage: {
    method: 'PUT',
    path: `${service.path}/image/:id`,
    access: serviceAccess('update'),
    replyKey: 'service',
  },
  clientPackageGet: {
    method: 'GET',
    path: `${clientPackagePath}/:id`,
    access: clientPackageAccess('read'),
    replyKey: 'clientServicePackage',
  },
  // Consultation forms are not in RESOURCES (each needs its client): their generic calls are here.
  consultationFormList: consultationFormCalls.list,
  consultationFormGet: consultationFormCalls.get,
  consultationFormCreate: consultationFormCalls.create,
  consultationFormUpdate: consultationFormCalls.update,
  consultationFormDelete: consultationFormCalls.delete,
  consultationFormDeleteMany: consultationFormCalls.deleteMany,
  // The count answers with two keys (`clientCount` and the newest `clients`), so no reply key.
  clientCount: { method: 'GET', path: `${client.path}/count`, access: clientAccess('read') },
  clientAggregate: {
    method: 'GET',
    path: `${client.path}/aggregate`,
    access: clientAccess('read'),
    replyKey: 'clientAggregate',
  },
  membershipImages: { method: 'PUT', path: '/v1/membership/:id/images' },
  membershipImage: { method: 'PUT', path: '/v1/membership/image/:id' },
  clientMembershipCreate: { method: 'POST', path: '/v1/membership/client' },
  clientMembershipCancel: { method: 'POST', path: '/v1/membership/client/:id/cancel' },
  membershipSessionVerify: { method: 'POST', path: '/v1/membership-session/verify' },
  clientVoucherCreate: { method: 'POST', path: '/v1/voucher/client' },
  clientVoucherValidate: { method: 'POST', path: '/v1/voucher/client/validate' },
  clientVoucherRedeem: { method: 'POST', path: '/v1/voucher/client/redeem' },
} as const satisfies Record<string, RouteDeclaration>;

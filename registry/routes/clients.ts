import type { RouteDeclaration } from './declaration';
import { resourceRoutes } from './resources';
import type { Action } from '../modules';
import { client } from '../resources/client';
import { clientCategory } from '../resources/clientCategory';
import { consultationForm } from '../resources/consultationForm';
import { googleReview } from '../resources/googleReview';
import { membership } from '../resources/membership';
import { service } from '../resources/service';
import { servicePackage } from '../resources/servicePackage';
import { voucher } from '../resources/voucher';

const clientPackagePath = `${servicePackage.path}/client`;
const consultationFormCalls = resourceRoutes(consultationForm);
const clientAccess = (action: Action) => ({ module: client.module, action });
const serviceAccess = (action: Action) => ({ module: service.module, action });
const clientPackageAccess = (action: Action) => ({ module: servicePackage.module, action });
const membershipAccess = (action: Action) => ({ module: membership.module, action });
const voucherAccess = (action: Action) => ({ module: voucher.module, action });

/** Clients, client records, services and what a client holds (back-office.md 7). */
export const clientsRoutes = {
  // Clients, client records and services.
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
    created: true,
    path: clientPackagePath,
    access: clientPackageAccess('create'),
    replyKey: 'clientServicePackage',
  },
  clientPackageUse: {
    method: 'POST',
    created: true,
    path: `${clientPackagePath}/:id/use`,
    access: clientPackageAccess('update'),
    replyKey: 'clientServicePackage',
  },
  googleReviewImport: {
    method: 'POST',
    created: true,
    path: `${googleReview.path}/import`,
    access: { module: googleReview.module, action: 'create' },
    replyKey: 'googleReviewImport',
    fileField: 'file',
  },
  starterServicesCreate: {
    method: 'POST',
    created: true,
    path: `${service.path}/starter`,
    access: serviceAccess('create'),
    replyKey: 'starterServices',
  },
  membershipSessionList: {
    method: 'GET',
    path: '/v2/membership-session',
    access: membershipAccess('read'),
    replyKey: 'membershipSessionPage',
  },
  membershipSessionCreate: {
    method: 'POST',
    created: true,
    path: '/v1/membership-session',
    access: membershipAccess('create'),
    replyKey: 'membershipSession',
  },
  // What a client holds (server/offerings/clientMemberships.ts, clientVouchers.ts); `clientId` narrows to one client.
  clientMembershipList: {
    method: 'GET',
    path: `${membership.path}/client`,
    access: membershipAccess('read'),
    replyKey: 'clientMembershipPage',
  },
  clientVoucherList: {
    method: 'GET',
    path: `${voucher.path}/client`,
    access: voucherAccess('read'),
    replyKey: 'clientVoucherPage',
  },
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
  membershipImages: {
    method: 'PUT',
    path: `${membership.path}/:id/images`,
    access: membershipAccess('update'),
    replyKey: membership.replyKey,
  },
  membershipImage: {
    method: 'PUT',
    path: `${membership.path}/image/:id`,
    access: membershipAccess('update'),
    replyKey: membership.replyKey,
  },
  clientMembershipCreate: {
    method: 'POST',
    created: true,
    path: `${membership.path}/client`,
    access: membershipAccess('create'),
    replyKey: 'clientMembership',
  },
  clientMembershipCancel: {
    method: 'POST',
    path: `${membership.path}/client/:id/cancel`,
    access: membershipAccess('update'),
    replyKey: 'clientMembership',
  },
  // Verify and validate answer `{ valid, ... }` whose keys vary with the answer: no reply key.
  membershipSessionVerify: {
    method: 'POST',
    path: '/v1/membership-session/verify',
    access: membershipAccess('read'),
  },
  clientVoucherCreate: {
    method: 'POST',
    created: true,
    path: `${voucher.path}/client`,
    access: voucherAccess('create'),
    replyKey: 'clientVoucher',
  },
  clientVoucherValidate: {
    method: 'POST',
    path: `${voucher.path}/client/validate`,
    access: voucherAccess('read'),
  },
  clientVoucherRedeem: {
    method: 'POST',
    path: `${voucher.path}/client/redeem`,
    access: voucherAccess('update'),
    replyKey: 'clientVoucher',
  },
} as const satisfies Record<string, RouteDeclaration>;

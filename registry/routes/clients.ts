import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { resourceRoutes } from './resources';
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
const clients = moduleRoutes(client.module);
const categories = moduleRoutes(clientCategory.module);
const services = moduleRoutes(service.module);
const clientPackages = moduleRoutes(servicePackage.module);
const memberships = moduleRoutes(membership.module);
const vouchers = moduleRoutes(voucher.module);

/** Clients, client records, services and what a client holds (back-office.md 7). */
export const clientsRoutes = {
  // Clients, client records and services.
  clientCategoryAdd: categories.update(`${clientCategory.path}/add`, 'category', 'POST'),
  clientCategoryRemove: categories.update(`${clientCategory.path}/remove`, 'category', 'POST'),
  clientExport: { method: 'GET', path: `${client.path}/export`, access: clients.access('read') },
  consultationFormHistory: moduleRoutes(consultationForm.module).read(
    `${consultationForm.path}/:id/history`,
    'consultationFormHistory',
  ),
  serviceBulkCategories: services.update(`${service.path}/bulk/`, 'services'),
  serviceBulkPerformers: services.update(`${service.path}/bulk/performer`, 'services'),
  serviceExport: { method: 'GET', path: `${service.path}/export`, access: services.access('read') },
  clientPackageList: clientPackages.read(clientPackagePath, 'clientServicePackagePage'),
  clientPackageCreate: clientPackages.create(clientPackagePath, 'clientServicePackage'),
  // Using a session records it: an update of the package, answering 201 Created.
  clientPackageUse: {
    method: 'POST',
    created: true,
    path: `${clientPackagePath}/:id/use`,
    access: clientPackages.access('update'),
    replyKey: 'clientServicePackage',
  },
  googleReviewImport: {
    ...moduleRoutes(googleReview.module).create(
      `${googleReview.path}/import`,
      'googleReviewImport',
    ),
    fileField: 'file',
  },
  starterServicesCreate: services.create(`${service.path}/starter`, 'starterServices'),
  membershipSessionList: memberships.read('/v2/membership-session', 'membershipSessionPage'),
  membershipSessionCreate: memberships.create('/v1/membership-session', 'membershipSession'),
  // What a client holds (server/offerings/clientMemberships.ts, clientVouchers.ts); `clientId` narrows to one client.
  clientMembershipList: memberships.read(`${membership.path}/client`, 'clientMembershipPage'),
  clientVoucherList: vouchers.read(`${voucher.path}/client`, 'clientVoucherPage'),
  serviceImage: services.update(`${service.path}/image/:id`, 'service'),
  clientPackageGet: clientPackages.read(`${clientPackagePath}/:id`, 'clientServicePackage'),
  // Consultation forms are not in RESOURCES (each needs its client): their generic calls are here.
  consultationFormList: consultationFormCalls.list,
  consultationFormGet: consultationFormCalls.get,
  consultationFormCreate: consultationFormCalls.create,
  consultationFormUpdate: consultationFormCalls.update,
  consultationFormDelete: consultationFormCalls.delete,
  consultationFormDeleteMany: consultationFormCalls.deleteMany,
  // The count answers with two keys (`clientCount` and the newest `clients`), so no reply key.
  clientCount: { method: 'GET', path: `${client.path}/count`, access: clients.access('read') },
  clientAggregate: clients.read(`${client.path}/aggregate`, 'clientAggregate'),
  membershipImages: memberships.update(`${membership.path}/:id/images`, membership.replyKey),
  membershipImage: memberships.update(`${membership.path}/image/:id`, membership.replyKey),
  clientMembershipCreate: memberships.create(`${membership.path}/client`, 'clientMembership'),
  clientMembershipCancel: memberships.update(
    `${membership.path}/client/:id/cancel`,
    'clientMembership',
    'POST',
  ),
  // Verify and validate answer `{ valid, ... }` whose keys vary with the answer: no reply key.
  membershipSessionVerify: {
    method: 'POST',
    path: '/v1/membership-session/verify',
    access: memberships.access('read'),
  },
  clientVoucherCreate: vouchers.create(`${voucher.path}/client`, 'clientVoucher'),
  clientVoucherValidate: {
    method: 'POST',
    path: `${voucher.path}/client/validate`,
    access: vouchers.access('read'),
  },
} as const satisfies Record<string, RouteDeclaration>;

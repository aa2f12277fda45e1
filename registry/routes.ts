import type { ModuleName } from './modules';
import { client } from './resources/client';
import { consultationForm } from './resources/consultationForm';
import { employee } from './resources/employee';
import { googleReview } from './resources/googleReview';
import { productCategory } from './resources/productCategory';
import { service } from './resources/service';
import { servicePackage } from './resources/servicePackage';
import { warehouse } from './resources/warehouse';

/**
 * A call beyond a declaration's CRUD: its method and path (`:id` is the record), the key its
 * reply sits under (none: the reply is not read, or is a file), and for deletes the
 * vendor-module the server checks. Web and server read paths and keys from here only.
 */
export interface RouteDeclaration {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  replyKey?: string;
  module?: ModuleName;
  /** The multipart field its files go under; `files` unless named. */
  fileField?: string;
  /** No business id is added: the business is the record in the path, or none exists yet (creating one). */
  withoutBusinessId?: true;
  /**
   * Served by another origin when the web build names one (M-Pesa payments: `VITE_PAYMENTS_URL`);
   * without it the call goes to the app's own origin like every other.
   */
  origin?: 'payments';
}

const productPath = '/v1/product';
const optionPath = `${productPath}/options`;
const stockPath = '/v1/stock';
const purchasePath = '/v1/purchase';
const receiptPath = '/v1/purchase-receipts';
const stockUsagePath = '/v1/stock-usage';
const clientPackagePath = `${servicePackage.path}/client`;
const employeePermissionPath = '/v1/permission/employee';
const cartPath = '/v1/cart';
const orderPath = '/v1/order';
const cashUpPath = '/v1/cash-up';

export const ROUTES = {
  // Accounts (design.md 3): no business yet, or any of the user's.
  signIn: { method: 'POST', path: '/v1/auth/login', replyKey: 'user', withoutBusinessId: true },
  signUp: { method: 'POST', path: '/v1/auth/signup', replyKey: 'signUp', withoutBusinessId: true },
  verifyEmail: {
    method: 'POST',
    path: '/v1/auth/verify-email',
    replyKey: 'user',
    withoutBusinessId: true,
  },
  resendConfirmation: {
    method: 'POST',
    path: '/v1/auth/resend-confirmation',
    replyKey: 'signUp',
    withoutBusinessId: true,
  },
  signOut: { method: 'POST', path: '/v1/auth/logout', withoutBusinessId: true },
  currentUser: { method: 'GET', path: '/v1/user', replyKey: 'user', withoutBusinessId: true },
  userLanguage: {
    method: 'PUT',
    path: '/v1/user/language',
    replyKey: 'user',
    withoutBusinessId: true,
  },

  // Products (inventory.md 7).
  productList: { method: 'GET', path: productPath, replyKey: 'productPage' },
  productGet: { method: 'GET', path: productPath, replyKey: 'product' },
  productCreate: { method: 'POST', path: productPath, replyKey: 'result' },
  productUpdate: { method: 'PUT', path: `${productPath}/:id`, replyKey: 'product' },
  productDelete: { method: 'DELETE', path: `${productPath}/:id`, module: 'products.Product' },
  productImages: { method: 'PUT', path: `${productPath}/images/:id` },
  productExport: { method: 'GET', path: `${productPath}/export` },
  variantUpdate: { method: 'PUT', path: `${productPath}/variant/:id` },
  variantImages: { method: 'PUT', path: `${productPath}/variant/images/:id` },
  productSkus: { method: 'GET', path: `${productPath}/skus`, replyKey: 'skus' },
  // Ours (docs/areas/products.md): many variants of a variant product at once, in one transaction.
  variantsAdd: { method: 'POST', path: `${productPath}/:id/variants`, replyKey: 'product' },
  optionList: { method: 'GET', path: optionPath, replyKey: 'optionPage' },
  optionCreate: { method: 'POST', path: optionPath, replyKey: 'option' },
  optionUpdate: { method: 'PUT', path: `${optionPath}/:id`, replyKey: 'option' },
  optionDelete: { method: 'DELETE', path: `${optionPath}/:id`, module: 'products.Options' },
  optionValueDelete: {
    method: 'DELETE',
    path: `${optionPath}/value/:id`,
    module: 'products.Options',
  },
  productCategoryList: {
    method: 'GET',
    path: productCategory.path,
    replyKey: productCategory.pageKey,
  },
  productCategoryCreate: {
    method: 'POST',
    path: productCategory.path,
    replyKey: productCategory.createReplyKey,
  },
  productCategoryUpdate: {
    method: 'PUT',
    path: `${productCategory.path}/:id`,
    replyKey: productCategory.replyKey,
  },
  productCategoryDelete: {
    method: 'DELETE',
    path: `${productCategory.path}/:id`,
    module: productCategory.module,
  },
  warehouseList: { method: 'GET', path: warehouse.path, replyKey: warehouse.pageKey },

  // Stock (inventory.md 7, docs/areas/stock.md).
  stockList: { method: 'GET', path: stockPath, replyKey: 'stockEntries' },
  stockGet: { method: 'GET', path: `${stockPath}/:id`, replyKey: 'stockEntry' },
  stockReference: { method: 'PUT', path: `${stockPath}/:id`, replyKey: 'stockEntry' },
  stockDelete: { method: 'DELETE', path: `${stockPath}/:id`, module: 'products.Stock' },
  stockReconcile: { method: 'POST', path: `${stockPath}/`, replyKey: 'stockEntry' },
  stockTransfer: { method: 'POST', path: `${stockPath}/transfer` },
  stockBalance: { method: 'GET', path: `${stockPath}/balance`, replyKey: 'balance' },
  stockWarehouseBalance: {
    method: 'GET',
    path: `${stockPath}/warehouse-balance`,
    replyKey: 'warehouseBalance',
  },
  stockSyncVariant: { method: 'POST', path: `${stockPath}/sync-variant-stock`, replyKey: 'stock' },
  stockItems: { method: 'GET', path: `${stockPath}/items`, replyKey: 'items' },

  // Purchasing (inventory.md 7, docs/areas/purchases.md).
  purchaseList: { method: 'GET', path: purchasePath, replyKey: 'purchasePage' },
  purchaseGet: { method: 'GET', path: `${purchasePath}/:id`, replyKey: 'purchase' },
  purchaseCreate: { method: 'POST', path: purchasePath, replyKey: 'purchase' },
  purchaseDelete: {
    method: 'DELETE',
    path: `${purchasePath}/:id`,
    replyKey: 'purchase',
    module: 'products.Purchases',
  },
  purchaseAddItem: { method: 'POST', path: `${purchasePath}/add-item/:id`, replyKey: 'purchase' },
  purchaseRemoveItem: {
    method: 'DELETE',
    path: `${purchasePath}/remove-item/:id`,
    replyKey: 'purchase',
    module: 'products.Purchases',
  },
  purchaseSubmit: { method: 'PUT', path: `${purchasePath}/:id/submit`, replyKey: 'purchase' },
  purchaseComplete: { method: 'GET', path: `${purchasePath}/:id/complete`, replyKey: 'purchase' },
  purchaseCancel: { method: 'PUT', path: `${purchasePath}/:id/cancel`, replyKey: 'purchase' },
  receiptList: { method: 'GET', path: receiptPath, replyKey: 'purchaseReceiptPage' },
  receiptCreate: { method: 'POST', path: receiptPath, replyKey: 'purchaseReceipt' },
  receiptUpdate: { method: 'PUT', path: receiptPath, replyKey: 'purchaseReceipt' },
  receiptReceive: { method: 'POST', path: `${receiptPath}/receive`, replyKey: 'purchaseReceipt' },
  receiptCancel: { method: 'POST', path: `${receiptPath}/cancel`, replyKey: 'purchaseReceipt' },
  receiptDelete: {
    method: 'DELETE',
    path: receiptPath,
    replyKey: 'purchaseReceipt',
    module: 'products.Purchase Receipts',
  },
  // Stock usage (inventory.md 2-5, paths ours: docs/areas/stock-usage.md).
  stockUsageList: { method: 'GET', path: stockUsagePath, replyKey: 'stockUsagePage' },
  stockUsageGet: { method: 'GET', path: `${stockUsagePath}/:id`, replyKey: 'stockUsage' },
  stockUsageCreate: { method: 'POST', path: stockUsagePath, replyKey: 'stockUsage' },
  stockUsageUpdate: { method: 'PUT', path: `${stockUsagePath}/:id`, replyKey: 'stockUsage' },
  stockUsageConfirm: {
    method: 'POST',
    path: `${stockUsagePath}/:id/confirm`,
    replyKey: 'stockUsage',
  },
  stockUsageCancel: {
    method: 'POST',
    path: `${stockUsagePath}/:id/cancel`,
    replyKey: 'stockUsage',
  },
  stockUsageDelete: {
    method: 'DELETE',
    path: `${stockUsagePath}/:id`,
    replyKey: 'stockUsage',
    module: 'products.Stock Usage',
  },

  // Clients, client records, services, staff.
  clientCategoryAdd: { method: 'POST', path: `${client.path}/category/add`, replyKey: 'category' },
  clientCategoryRemove: {
    method: 'POST',
    path: `${client.path}/category/remove`,
    replyKey: 'category',
  },
  clientExport: { method: 'GET', path: `${client.path}/export` },
  consultationFormHistory: {
    method: 'GET',
    path: `${consultationForm.path}/:id/history`,
    replyKey: 'consultationFormHistory',
  },
  serviceBulkCategories: { method: 'PUT', path: `${service.path}/bulk/`, replyKey: 'services' },
  serviceBulkPerformers: {
    method: 'PUT',
    path: `${service.path}/bulk/performer`,
    replyKey: 'services',
  },
  serviceExport: { method: 'GET', path: `${service.path}/export` },
  clientPackageList: {
    method: 'GET',
    path: clientPackagePath,
    replyKey: 'clientServicePackagePage',
  },
  clientPackageCreate: { method: 'POST', path: clientPackagePath },
  clientPackageUse: { method: 'POST', path: `${clientPackagePath}/:id/use` },
  employeeExport: { method: 'GET', path: `${employee.path}/export` },
  employeePermissionList: {
    method: 'GET',
    path: employeePermissionPath,
    replyKey: 'employeePermissionPage',
  },
  employeePermissionSet: {
    method: 'POST',
    path: `${employeePermissionPath}/bulk`,
    replyKey: 'employeePermissions',
  },
  outboxList: { method: 'GET', path: '/v1/outbox', replyKey: 'outboxMessagePage' },
  // Reachable signed out: the token in the path names the business.
  invitationGet: {
    method: 'GET',
    path: '/v1/auth/invitation/:id',
    replyKey: 'invitation',
    withoutBusinessId: true,
  },
  invitationJoin: { method: 'POST', path: '/v1/auth/invitation/accept', withoutBusinessId: true },
  invitationAccept: {
    method: 'POST',
    path: '/v1/staff/invitation/accept',
    withoutBusinessId: true,
  },
  googleReviewImport: {
    method: 'POST',
    path: `${googleReview.path}/import`,
    replyKey: 'googleReviewImport',
    fileField: 'file',
  },

  // Appointments (back-office.md 7, docs/areas/appointments.md).
  appointmentList: { method: 'GET', path: '/v1/appointment', replyKey: 'appointmentPage' },
  appointmentCreate: { method: 'POST', path: '/v1/appointment', replyKey: 'appointment' },
  appointmentRecurringCreate: {
    method: 'POST',
    path: '/v1/appointment/bulk',
    replyKey: 'appointments',
  },
  appointmentUpdate: { method: 'PUT', path: '/v1/appointment/:id', replyKey: 'appointment' },
  appointmentDelete: {
    method: 'DELETE',
    path: '/v1/appointment/:id',
    replyKey: 'appointment',
    module: 'appointments.Appointments',
  },
  appointmentsByRoom: {
    method: 'GET',
    path: '/v1/appointment/grouped-by-room',
    replyKey: 'groupedAppointments',
  },
  staffAvailability: {
    method: 'GET',
    path: '/v1/employee/get-with-availability',
    replyKey: 'employees',
  },

  // Businesses, their files, memberships' sessions.
  businessCreate: {
    method: 'POST',
    path: '/v1/business',
    replyKey: 'business',
    withoutBusinessId: true,
  },
  businessUpdate: {
    method: 'PUT',
    path: '/v1/business/:id',
    replyKey: 'business',
    withoutBusinessId: true,
  },
  // A new business's checklist and starter services (docs/areas/first-run.md).
  firstRunGet: { method: 'GET', path: '/v1/first-run', replyKey: 'firstRun' },
  starterServicesCreate: {
    method: 'POST',
    path: `${service.path}/starter`,
    replyKey: 'starterServices',
  },
  fileUpload: { method: 'POST', path: '/v1/file', replyKey: 'files' },
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

  // Messaging (back-office.md 7, docs/areas/messaging.md). Deletes take `?id=`, one or several.
  clientEmailList: { method: 'GET', path: '/v1/client-email', replyKey: 'clientEmailPage' },
  clientEmailSend: { method: 'POST', path: '/v1/client-email', replyKey: 'clientEmails' },
  clientEmailDelete: {
    method: 'DELETE',
    path: '/v1/client-email',
    module: 'marketing.Client Messages',
  },
  clientSmsList: { method: 'GET', path: '/v1/client-sms', replyKey: 'clientSMSPage' },
  clientSmsSend: { method: 'POST', path: '/v1/client-sms', replyKey: 'clientSMSs' },
  clientSmsDelete: {
    method: 'DELETE',
    path: '/v1/client-sms',
    module: 'marketing.Client Messages',
  },

  // SMS bundles and M-Pesa payments (back-office.md 2 and 7, docs/areas/payments.md).
  smsBundleList: { method: 'GET', path: '/v1/sms-bundle', replyKey: 'smsBundlePage' },
  smsBundleOrderCreate: {
    method: 'POST',
    path: '/v1/sms-bundle-order',
    replyKey: 'smsBundleOrder',
  },
  smsBundleOrderList: {
    method: 'GET',
    path: '/v1/sms-bundle-order',
    replyKey: 'smsBundleOrderPage',
  },
  smsBundleOrderGet: {
    method: 'GET',
    path: '/v1/sms-bundle-order/:id',
    replyKey: 'smsBundleOrder',
  },
  // Not under /v1 and named by its body's transactionRef (the order), so no business id.
  mpesaPay: {
    method: 'POST',
    path: '/mpesa/pay',
    replyKey: 'payment',
    withoutBusinessId: true,
    origin: 'payments',
  },

  // The checkout's cart: one per signed-in user and business (docs/areas/orders.md).
  cartGet: { method: 'GET', path: cartPath, replyKey: 'cart' },
  cartUpdate: { method: 'PUT', path: cartPath, replyKey: 'cart' },
  cartEmpty: { method: 'DELETE', path: cartPath, replyKey: 'cart', module: 'sales.Checkout' },
  cartEntryAdd: { method: 'POST', path: `${cartPath}/entry`, replyKey: 'cart' },
  cartEntryUpdate: { method: 'PUT', path: `${cartPath}/entry/:id`, replyKey: 'cart' },
  cartEntryRemove: {
    method: 'DELETE',
    path: `${cartPath}/entry/:id`,
    replyKey: 'cart',
    module: 'sales.Checkout',
  },

  // Orders (inventory.md 7, back-office.md 7). `POST /v1/order` pays the cart.
  orderList: { method: 'GET', path: orderPath, replyKey: 'orderPage' },
  orderGet: { method: 'GET', path: `${orderPath}/:id`, replyKey: 'order' },
  orderUnread: { method: 'GET', path: `${orderPath}/unreadOrders`, replyKey: 'unreadOrders' },
  orderExport: { method: 'GET', path: `${orderPath}/export` },
  orderCreate: { method: 'POST', path: orderPath, replyKey: 'order' },
  orderUpdate: { method: 'PUT', path: `${orderPath}/:id`, replyKey: 'order' },
  orderFulfil: { method: 'POST', path: `${orderPath}/fulfil/:id`, replyKey: 'order' },
  orderPaymentStatus: {
    method: 'POST',
    path: `${orderPath}/:id/payment-status`,
    replyKey: 'order',
  },
  orderRetryPayment: { method: 'PUT', path: `${orderPath}/:id/retry-payment`, replyKey: 'order' },
  orderRefund: { method: 'POST', path: `${orderPath}/:id/refund`, replyKey: 'order' },
  orderStatus: { method: 'PUT', path: `${orderPath}/status/:id`, replyKey: 'order' },
  orderDelete: {
    method: 'DELETE',
    path: `${orderPath}/:id`,
    replyKey: 'order',
    module: 'products.Orders',
  },
  orderReceiptEmail: { method: 'POST', path: `${orderPath}/:id/receipt-email`, replyKey: 'order' },
  // The id is the appointment's: pays its services, in the order that holds them or a new one.
  appointmentRetryPayment: {
    method: 'PUT',
    path: `${orderPath}/retry-appointment-payment/:id`,
    replyKey: 'order',
  },

  // Sales ledger (inventory.md 7): the SALE and SALES-RETURNS movements with their orders.
  salesLedgerList: { method: 'GET', path: '/v1/sales-ledger', replyKey: 'stockEntries' },

  // The app bar's search: clients, appointments and orders at once (registry/search.ts).
  search: { method: 'GET', path: '/v1/search', replyKey: 'searchResults' },

  // Reports (back-office.md 7, inventory.md 7; registry/reports.ts). The statistic's path is ours.
  reportNewClients: { method: 'GET', path: '/v1/sales-ledger/new-clients', replyKey: 'newClients' },
  reportMostSoldServices: {
    method: 'GET',
    path: '/v1/sales-ledger/most-sold-services',
    replyKey: 'docs',
  },
  reportStatistic: { method: 'GET', path: '/v1/report/statistic' },
  reportSales: { method: 'GET', path: '/v1/report/sales', replyKey: 'salesReport' },
  reportClients: { method: 'GET', path: '/v1/report/clients', replyKey: 'clientReport' },
  reportOverview: { method: 'GET', path: '/v1/report/overview', replyKey: 'overview' },

  // Cash-up (docs/areas/cash-up.md; registry/cashUp.ts): a till's close against the takings.
  cashUpExpected: { method: 'GET', path: `${cashUpPath}/expected`, replyKey: 'cashUpExpected' },
  cashUpClose: { method: 'POST', path: cashUpPath, replyKey: 'cashUp' },
  cashUpList: { method: 'GET', path: cashUpPath, replyKey: 'cashUps' },
  cashUpGet: { method: 'GET', path: `${cashUpPath}/:id`, replyKey: 'cashUp' },
} as const satisfies Record<string, RouteDeclaration>;

export type RouteName = keyof typeof ROUTES;

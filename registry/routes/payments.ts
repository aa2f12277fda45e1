import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { accountRoute, memberRoute, providerCallback } from './openRoutes';

// Bundle orders and their payment (docs/areas/payments.md).
const smsBundles = moduleRoutes('settings.SMS Bundles');

/** SMS bundles and M-Pesa payments (back-office.md 2 and 7, docs/areas/payments.md). */
export const paymentsRoutes = {
  // SMS bundles and M-Pesa payments (back-office.md 2 and 7, docs/areas/payments.md).
  // The bundles on offer are the same for every business: any member may read them.
  smsBundleList: memberRoute('GET', '/v1/sms-bundle', 'smsBundlePage'),
  smsBundleOrderCreate: smsBundles.create('/v1/sms-bundle-order', 'smsBundleOrder'),
  smsBundleOrderList: smsBundles.read('/v1/sms-bundle-order', 'smsBundleOrderPage'),
  smsBundleOrderGet: smsBundles.read('/v1/sms-bundle-order/:id', 'smsBundleOrder'),
  // Not under /v1 and named by its body's transactionRef (the order), so no business id.
  // Any signed-in user: the payable the body names gives the business and the module checked.
  mpesaPay: { ...accountRoute('POST', '/mpesa/pay', 'signedIn', 'payment'), origin: 'payments' },
  // Daraja's answer to a push: the token in the path is the proof.
  mpesaCallback: providerCallback('/mpesa/callback/:token'),
  // Daraja's result of a reversal (a refunded deposit): received and logged, it changes nothing.
  mpesaReversalResult: providerCallback('/mpesa/reversal/result'),
} as const satisfies Record<string, RouteDeclaration>;

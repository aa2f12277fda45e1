import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { accountRoute, memberRoute, providerCallback } from './openRoutes';

// Bundle orders and their payment (docs/areas/payments.md).
const smsBundles = moduleRoutes('settings.SMS Bundles');

/** SMS bundles, M-Pesa and card payments (back-office.md 2 and 7, docs/areas/payments.md). */
export const paymentsRoutes = {
  // SMS bundles and M-Pesa payments (back-office.md 2 and 7, docs/areas/payments.md).
  // The bundles on offer in the business's currency: any member may read them.
  smsBundleList: memberRoute('GET', '/v1/sms-bundle', 'smsBundlePage'),
  smsBundleOrderCreate: smsBundles.create('/v1/sms-bundle-order', 'smsBundleOrder'),
  smsBundleOrderList: smsBundles.read('/v1/sms-bundle-order', 'smsBundleOrderPage'),
  smsBundleOrderGet: smsBundles.read('/v1/sms-bundle-order/:id', 'smsBundleOrder'),
  // Not under /v1 and named by its body's transactionRef (the order), so no business id.
  // Any signed-in user: the payable the body names gives the business and the module checked.
  mpesaPay: { ...accountRoute('POST', '/mpesa/pay', 'signedIn', 'payment'), origin: 'payments' },
  // Daraja's answer to a push: the token in the path is the proof.
  mpesaCallback: providerCallback('/mpesa/callback/:token'),
  // Card payments (docs/areas/payments.md, "Card payments"): like mpesaPay, the payable the
  // body names gives the business and the module checked; answers where the card is taken.
  cardPay: accountRoute('POST', '/card/pay', 'signedIn', 'cardPayment'),
  // The provider's signed events: the Stripe-Signature header is the proof.
  cardWebhook: providerCallback('/card/webhook'),
  // The built-in simulator's hosted page and its Pay and Decline (a page, not a JSON reply).
  cardSimulatorPage: {
    method: 'GET',
    path: '/card/simulator/:ref',
    access: 'public',
    business: 'none',
  },
  cardSimulatorAct: providerCallback('/card/simulator/:ref'),
  // Daraja's result of a reversal (a refunded deposit): received and logged, it changes nothing.
  mpesaReversalResult: providerCallback('/mpesa/reversal/result'),
} as const satisfies Record<string, RouteDeclaration>;

import type {
  CardPayment,
  MpesaPayment,
  SmsBundle,
  SmsBundleOrder,
} from '../../registry/messaging';
import { ROUTES } from '../../registry/routes';
import type { MessagePage, MessagePaging } from './messaging';
import type { RouteCaller } from './routeCall';

export type {
  CardPayment,
  MpesaPayment,
  PaymentStatus,
  SmsBundle,
  SmsBundleOrder,
} from '../../registry/messaging';

/** The spec's payment method of a bundle order; a card pays any currency, M-Pesa shillings only. */
export const MPESA = 'm-pesa';
export const CARD = 'card';

/** SMS bundles, their orders and the M-Pesa push or card checkout that pays one (back-office.md 2 and 7, docs/areas/payments.md). */
export const smsBundleMethods = ({ call }: RouteCaller) => ({
  /** The bundles on sale (the spec's `?status=active`). */
  listActiveSmsBundles: () =>
    call<MessagePage<SmsBundle>>(ROUTES.smsBundleList, { query: { status: 'active' } }),
  createSmsBundleOrder: (smsBundleId: string, paymentMethod: SmsBundleOrder['paymentMethod']) =>
    call<SmsBundleOrder>(ROUTES.smsBundleOrderCreate, { body: { smsBundleId, paymentMethod } }),
  getSmsBundleOrder: (id: string) => call<SmsBundleOrder>(ROUTES.smsBundleOrderGet, { id }),
  listSmsBundleOrders: (paging: MessagePaging) =>
    call<MessagePage<SmsBundleOrder>>(ROUTES.smsBundleOrderList, { query: { ...paging } }),
  /** The STK push to `phoneNumber` for the order (`transactionRef`), of the bundle's cost. */
  payByMpesa: (input: { phoneNumber: string; amount: number; transactionRef: string }) =>
    call<MpesaPayment>(ROUTES.mpesaPay, {
      body: {
        phone_number: input.phoneNumber,
        amount: input.amount,
        transactionRef: input.transactionRef,
      },
    }),
  /**
   * Opens a card checkout for the order (`transactionRef`); the browser goes to its
   * `checkoutUrl`, which comes back to `returnPath` of the app.
   */
  payByCard: (input: { transactionRef: string; returnPath: string }) =>
    call<CardPayment>(ROUTES.cardPay, { body: input }),
});

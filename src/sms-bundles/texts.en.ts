import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the SMS bundle dialogs and the low balance warning. In English they join the catalogue when those screens load
 * (src/sms-bundles/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const smsBundlesScreensEnglish = {
  saluni: {
    messaging: { lowBalance: 'You have %{n} SMS left.' },
    smsBundles: {
      balance: 'SMS balance',
      balanceValue: '%{n} SMS left',
      buy: 'Buy An SMS Bundle',
      bundle: 'Bundle',
      bundleOption: '%{title}: %{count} SMS for %{price}',
      noBundles: 'No SMS bundles are on sale at the moment.',
      continue: 'Continue',
      orders: 'Bundle orders',
      noOrders: 'No bundles bought yet',
      noOrdersHint: 'Bundles you buy appear here with the state of their payment.',
      orderLine: '%{title} · %{count} SMS · %{price}',
      receipt: 'M-Pesa receipt %{receipt}',
      cardReceipt: 'Card payment %{receipt}',
      payment: {
        waiting: 'Confirm the payment on your phone: enter your M-Pesa PIN when asked.',
        waitingCard: 'Waiting for the card payment to be confirmed.',
        paid: 'Paid. %{count} SMS were added to your balance.',
        failed: 'The payment did not go through: %{reason}',
        tryAgain: 'Try again',
        close: 'Close',
      },
      status: {
        pending: 'Waiting for payment',
        paid: 'Paid',
        failed: 'Failed',
        cancelled: 'Cancelled',
        expired: 'Expired',
      },
      mayNotBuy: 'Ask the business owner to buy an SMS bundle.',
    },
  },
} satisfies MessageTree;

import type { smsBundlesScreensEnglish } from './texts.en';

/** The SMS bundle screens' texts in Swahili, key for key with `texts.en.ts`. */
export const smsBundlesScreensSwahili = {
  saluni: {
    messaging: { lowBalance: 'Una SMS %{n} zilizobaki.' },
    smsBundles: {
      balance: 'Salio la SMS',
      balanceValue: 'SMS %{n} zimebaki',
      buy: 'Nunua Kifurushi cha SMS',
      bundle: 'Kifurushi',
      bundleOption: '%{title}: SMS %{count} kwa %{price}',
      noBundles: 'Hakuna vifurushi vya SMS vinavyouzwa kwa sasa.',
      continue: 'Endelea',
      orders: 'Maagizo ya vifurushi',
      noOrders: 'Bado hujanunua kifurushi',
      noOrdersHint: 'Vifurushi unavyonunua huonekana hapa pamoja na hali ya malipo yake.',
      orderLine: '%{title} · SMS %{count} · %{price}',
      receipt: 'Risiti ya M-Pesa %{receipt}',
      cardReceipt: 'Malipo ya kadi %{receipt}',
      payment: {
        waiting: 'Thibitisha malipo kwenye simu yako: weka PIN yako ya M-Pesa ukiombwa.',
        waitingCard: 'Inasubiri malipo ya kadi yathibitishwe.',
        paid: 'Imelipwa. SMS %{count} zimeongezwa kwenye salio lako.',
        failed: 'Malipo hayakufanikiwa: %{reason}',
        tryAgain: 'Jaribu tena',
        close: 'Funga',
      },
      status: {
        pending: 'Inasubiri malipo',
        paid: 'Imelipwa',
        failed: 'Imeshindwa',
        cancelled: 'Imeghairiwa',
        expired: 'Muda umeisha',
      },
      mayNotBuy: 'Mwombe mmiliki wa biashara anunue kifurushi cha SMS.',
    },
  },
} satisfies typeof smsBundlesScreensEnglish;

import type { voucherPaymentEnglish } from './voucherTexts.en';

/** A gift voucher paying an order, in Swahili, key for key with `voucherTexts.en.ts`. */
export const voucherPaymentSwahili = {
  saluni: {
    orders: {
      voucher: {
        code: 'Nambari ya vocha',
        check: 'Angalia',
        found: '%{name} · Salio %{amount}',
        codeRequired: 'Weka nambari ya vocha',
        checkFirst: 'Angalia nambari kabla ya kulipa',
        refused: 'Vocha hii haiwezi kulipa',
        overBalance: 'Isizidi salio, %{amount}',
      },
    },
  },
} satisfies typeof voucherPaymentEnglish;

/** Texts of a gift voucher paying an order: the code field of a payment row (checkout and Pay Balance). */
export const voucherPaymentEnglish = {
  saluni: {
    orders: {
      voucher: {
        code: 'Voucher code',
        check: 'Check',
        found: '%{name} · Balance %{amount}',
        codeRequired: 'Enter the voucher code',
        checkFirst: 'Check the code before paying',
        refused: 'This voucher cannot pay',
        overBalance: 'At most the balance, %{amount}',
      },
    },
  },
};

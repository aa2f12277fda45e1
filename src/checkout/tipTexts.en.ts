import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the checkout's tip (src/checkout/TipPanel.tsx and the amount to pay); they join the
 * catalogue with the tip panel (tipTexts.ts).
 */
export const checkoutTipEnglish = {
  saluni: {
    checkout: {
      tip: {
        title: 'Tip',
        add: 'Add tip',
        change: 'Change tip',
        amount: 'Tip amount',
        to: 'To',
        shared: "Shared among the line's staff",
        save: 'Save tip',
        cancel: 'Cancel',
        remove: 'Remove tip',
        line: 'Tip — %{name}',
        formerStaff: 'Former staff member',
        chooseStaff: 'Choose who the tip goes to',
        saleTotal: 'Sale total',
        tipTotal: 'Tips',
        toPay: 'To pay (sale and tips)',
        note: 'Tips are not part of the sale and carry no tax; each is paid out in full to the staff member. A gift voucher pays only the sale.',
      },
    },
  },
} satisfies MessageTree;

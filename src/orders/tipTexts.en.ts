import type { MessageTree } from '../../texts/merge';

/**
 * Texts of an order's tips (src/orders/OrderTips.tsx, the totals and the receipt dialog); they
 * join the catalogue with the order texts (texts.ts).
 */
export const orderTipsEnglish = {
  saluni: {
    orders: {
      page: { tips: 'Tips', tip: 'Tip', tipTotal: 'Tips' },
      tips: {
        line: 'Tip — %{name}',
        formerStaff: 'Former staff member',
        note: 'Tips are not part of the sale and carry no tax; each is paid out in full to the staff member.',
        toPay: 'Total with tips',
      },
    },
  },
} satisfies MessageTree;

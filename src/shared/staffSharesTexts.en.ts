import type { MessageTree } from '../../texts/merge';

/**
 * Several staff on one line and their shares (StaffSharesEditor.tsx, the booking form's check,
 * an order's lines). In English they join the catalogue when a screen that shows them loads
 * (staffSharesTexts.ts); in Swahili they are part of the Swahili catalogue, which loads whole.
 */
export const staffSharesEnglish = {
  saluni: {
    staffShares: {
      member: 'Staff %{n}',
      percent: 'Share %{n} (%)',
      remove: 'Remove staff %{n}',
      chooseStaff: 'Choose a staff member',
      formerStaff: 'Former staff',
      add: 'Add staff',
      splitEqually: 'Split equally',
      remaining: '%{percent}% left to give',
      over: '%{percent}% too much',
      complete: 'The shares add up to 100%',
      badPercent: '0.01 to 100, at most 2 decimals',
      mustTotal: 'Choose each staff member once and make the shares add up to 100%',
    },
  },
} satisfies MessageTree;

import type { MessageTree } from '../merge';

/**
 * Adding another business or branch: the account menu's entry (the shell, first load); its page's
 * texts load with the create-business form (src/layout/createBusinessTexts.en.ts).
 */
export const businessEnglish = {
  saluni: {
    business: {
      add: 'Add a business',
    },
  },
} satisfies MessageTree;

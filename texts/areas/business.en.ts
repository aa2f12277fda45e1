import type { MessageTree } from '../merge';

/** Adding another business or branch: the account menu's entry and its page (the shell, first load). */
export const businessEnglish = {
  saluni: {
    business: {
      add: 'Add a business',
      addTitle: 'Add a business or branch',
      addIntro:
        'A branch is a business of its own, with its own staff, services and takings. You own it and can switch between your businesses at the top.',
    },
  },
} satisfies MessageTree;

import type { MessageTree } from '../../texts/merge';

/**
 * The create-business form's texts (business/CreateBusiness.tsx): a first business, or another
 * business or branch of an owner. The form loads when first shown, and in English its texts join
 * the catalogue with it (createBusinessTexts.ts); in Swahili they are part of the Swahili catalogue.
 */
export const createBusinessEnglish = {
  saluni: {
    business: {
      createTitle: 'Create your business',
      createIntro: 'Saluni works within a business. Create yours to start.',
      create: 'Create business',
      addTitle: 'Add a business or branch',
      addIntro:
        'A branch is a business of its own, with its own staff, services and takings. You own it and can switch between your businesses at the top.',
    },
  },
} satisfies MessageTree;

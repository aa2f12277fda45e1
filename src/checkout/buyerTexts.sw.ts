import type { checkoutBuyerEnglish } from './buyerTexts.en';

/** The checkout's buyer details and tax note in Swahili, key for key with `buyerTexts.en.ts`. */
export const checkoutBuyerSwahili = {
  saluni: {
    checkout: {
      buyer: {
        toggle: 'Ankara kwa biashara au mtu',
        name: 'Jina kwenye ankara',
        taxId: { KE: 'PIN ya KRA', AU: 'Nambari ya ABN' },
        why: 'Ankara ya kodi ya A$1,000 au zaidi huandika jina la mnunuzi: weka jina au ABN.',
        required: 'Weka jina au ABN',
      },
    },
  },
} satisfies typeof checkoutBuyerEnglish;

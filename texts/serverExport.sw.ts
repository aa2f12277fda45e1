import type { serverExportEnglish } from './serverExport.en';

/** The full export's messages in Swahili, key for key with `serverExport.en.ts`. */
export const serverExportSwahili = {
  saluni: {
    businessExport: {
      alreadyBuilding: 'Nakala ya data ya biashara hii tayari inaandaliwa',
      notReady: 'Nakala hii bado haijawa tayari',
    },
  },
} satisfies typeof serverExportEnglish;

import type { serverEtimsEnglish } from './serverEtims.en';

/** Kiswahili of texts/serverEtims.en.ts, key for key. */
export const serverEtimsSwahili = {
  saluni: {
    etims: {
      retryNotRefused: 'Ni ankara iliyokataliwa na kifaa cha udhibiti pekee inayoweza kutumwa tena',
    },
  },
} satisfies typeof serverEtimsEnglish;

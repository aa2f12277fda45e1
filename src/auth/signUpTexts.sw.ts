import type { signUpEnglish } from './signUpTexts.en';

/** The sign-up pages' texts in Swahili, key for key with `signUpTexts.en.ts`. */
export const signUpSwahili = {
  saluni: {
    auth: {
      emailVerification: {
        checkTitle: 'Angalia barua pepe yako',
        checkBody:
          'Tumetuma kiungo kwa %{email}. Kifungue ili kuthibitisha anwani yako, kuchagua nenosiri lako na kuingia. Kiungo kinafanya kazi mara moja, kwa saa 24.',
        title: 'Thibitisha anwani yako ya barua pepe',
        intro:
          'Chagua nenosiri lako ili kuthibitisha anwani hii na kumaliza kufungua akaunti yako ya Saluni.',
        confirm: 'Thibitisha na uingie',
      },
      signUp: 'Fungua akaunti',
      signInLink: 'Una akaunti tayari? Ingia',
      resend: {
        intro:
          'Andika barua pepe uliyojisajili nayo, nasi tutakutumia kiungo kipya cha uthibitisho.',
        submit: 'Tuma kiungo tena',
      },
      repeatPassword: 'Rudia nenosiri',
      passwordsDiffer: 'Manenosiri hayalingani',
    },
  },
} satisfies typeof signUpEnglish;

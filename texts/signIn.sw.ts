import type { signInEnglish } from './signIn.en';

/** The sign-in page's texts in Swahili, key for key with `signIn.en.ts`. */
export const signInSwahili = {
  saluni: {
    app: { title: 'Saluni' },
    auth: {
      signIn: 'Ingia',
      signingIn: 'Inaingia…',
      signUpLink: 'Mgeni kwenye Saluni? Fungua akaunti',
      resend: {
        link: 'Hukupata barua pepe ya uthibitisho? Itume tena',
      },
      email: 'Barua pepe',
      password: 'Nenosiri',
    },
  },
} satisfies typeof signInEnglish;

import type { MessageTree } from '../../texts/merge';

/**
 * The sign-up pages' texts (sign-up, the e-mail link's confirmation, a new link), which load on
 * their first visit: in English their texts join the catalogue with them (signUpTexts.ts); in
 * Swahili they are part of the Swahili catalogue, which loads whole.
 */
export const signUpEnglish = {
  saluni: {
    auth: {
      emailVerification: {
        checkTitle: 'Check your e-mail',
        checkBody:
          'We sent a link to %{email}. Open it to confirm your address, choose your password and sign in. The link works once, for 24 hours.',
        title: 'Confirm your e-mail address',
        intro:
          'Choose your password to confirm this address and finish creating your Saluni account.',
        confirm: 'Confirm and sign in',
      },
      signUp: 'Create an account',
      signInLink: 'Already have an account? Sign in',
      resend: {
        intro:
          'Enter the e-mail address you signed up with, and we will send a new confirmation link.',
        submit: 'Send the link again',
      },
      repeatPassword: 'Repeat password',
      passwordsDiffer: 'The passwords do not match',
    },
  },
} satisfies MessageTree;

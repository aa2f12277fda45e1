/**
 * The sign-in page's texts, apart from the core's: the boot (`src/boot`) draws the sign-in form
 * before the app's code has arrived and imports only these. `core.en.ts` includes them.
 */
export const signInEnglish = {
  saluni: {
    app: { title: 'Saluni' },
    auth: {
      signIn: 'Sign in',
      /** The boot's button while the app's code is still on its way to send the sign-in. */
      signingIn: 'Signing in…',
      signUpLink: 'New to Saluni? Create an account',
      resend: {
        link: "Didn't get the confirmation e-mail? Send it again",
      },
      email: 'Email',
      password: 'Password',
    },
  },
};

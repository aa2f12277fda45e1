import { ROUTES } from '../../registry/routes';
import type { User } from '../business/types';
import type { Language } from '../../texts/languages';
import { takeReadAheadAsk } from './readAheadRequest';
import type { RouteCaller } from './routeCall';

/** The account calls (design.md 3), as dataProvider methods; the authProvider is built on them. */
export const authMethods = ({ call }: RouteCaller) => ({
  /**
   * Signs in, asking for the first reads of the page the visit started at in the same reply
   * (readAhead.ts keeps them), so the page needs no round trip of its own after.
   */
  signIn: (email: string, password: string) => {
    const readAhead = takeReadAheadAsk();
    return call<User>(ROUTES.signIn, {
      body: { email, password, ...(readAhead && { readAhead }) },
    });
  },
  /**
   * Asks for an account: the server e-mails a link to the address, and nothing is signed in yet.
   * No password: one typed before the address is proven could be anyone's.
   */
  signUp: (fullName: string, email: string) =>
    call<{ email: string }>(ROUTES.signUp, { body: { fullName, email } }),
  /** Confirms the address from the e-mailed link with the password chosen there: the account is made and signed in. */
  verifyEmail: (token: string, password: string) =>
    call<User>(ROUTES.verifyEmail, { body: { token, password } }),
  /** Asks for the confirmation link again; the same reply whether or not the address has a sign-up waiting. */
  resendConfirmation: (email: string) =>
    call<{ email: string }>(ROUTES.resendConfirmation, { body: { email } }),
  signOut: () => call<unknown>(ROUTES.signOut),
  currentUser: () => call<User>(ROUTES.currentUser),
  /** Keeps the user's language on the server, so other devices and the server's messages follow. */
  setUserLanguage: (language: Language) => call<User>(ROUTES.userLanguage, { body: { language } }),
});

export type AuthCalls = ReturnType<typeof authMethods>;

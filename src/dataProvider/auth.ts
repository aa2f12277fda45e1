import { ROUTES } from '../../registry/routes';
import type { User } from '../auth/types';
import type { Language } from '../i18n/languages';
import type { RouteCaller } from './routeCall';

/** The account calls (design.md 3), as dataProvider methods; the authProvider is built on them. */
export const authMethods = ({ call }: RouteCaller) => ({
  signIn: (email: string, password: string) => call<User>(ROUTES.signIn, { body: { email, password } }),
  /** Creates the account, which also signs in. */
  signUp: (fullName: string, email: string, password: string) => call<User>(ROUTES.signUp, { body: { fullName, email, password } }),
  signOut: () => call<unknown>(ROUTES.signOut),
  currentUser: () => call<User>(ROUTES.currentUser),
  /** Keeps the user's language on the server, so other devices and the server's messages follow. */
  setUserLanguage: (language: Language) => call<User>(ROUTES.userLanguage, { body: { language } }),
});

export type AuthCalls = ReturnType<typeof authMethods>;

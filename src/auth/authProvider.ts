import type { AuthProvider } from 'react-admin';
import type { AuthCalls } from '../dataProvider/auth';
import type { Language } from '../i18n/languages';
import { canRoleAccess } from './permissions';
import { createSession, isUnauthenticated, type Session } from './session';

export interface SignInParams {
  email: string;
  password: string;
}

/** react-admin's authProvider over the dataProvider's account calls. */
export const createAuthProvider = (calls: AuthCalls, session: Session = createSession(calls)) =>
  ({
    login: async ({ email, password }: SignInParams) => {
      session.set(await calls.signIn(email, password));
    },
    logout: async () => {
      session.clear();
      // Signing out of an expired session is not an error worth showing.
      await calls.signOut().catch(() => undefined);
    },
    checkAuth: async () => {
      await session.user();
    },
    checkError: async (error: unknown) => {
      if (isUnauthenticated(error)) {
        session.clear();
        throw error;
      }
      // 403 and others: the user stays signed in and sees the error toast.
    },
    // The session's user, which checkAuth has already loaded: GET /v1/user once per sign-in.
    getIdentity: async () => {
      const user = await session.user();
      return { id: user._id, fullName: user.fullName, email: user.email, language: user.language, roles: user.roles };
    },
    /** Asks the server again, after a change to the user's roles (a business created). */
    reloadIdentity: async () => {
      await session.refresh();
    },
    getPermissions: async () => (await session.currentRole()) ?? null,
    canAccess: async ({ resource, action }: { resource: string; action: string }) => canRoleAccess(await session.currentRole(), resource, action),
    /** Keeps the user's language on the server, so other devices and the server's messages follow. */
    setLanguage: async (language: Language) => {
      session.set(await calls.setUserLanguage(language));
    },
  }) satisfies AuthProvider;

export type SaluniAuthProvider = ReturnType<typeof createAuthProvider>;

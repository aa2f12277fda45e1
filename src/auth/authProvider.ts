import type { AuthProvider } from 'react-admin';
import type { AuthCalls } from '../dataProvider/auth';
import type { Language } from '../../texts/languages';
import { signInSentEarlyUntaken } from '../dataProvider/signInRequest';
import { clearApiCache } from '../pwa';
import { canRoleAccess } from './permissions';
import { createSession, isUnauthenticated, type Session } from './session';
import { readSessionHint } from './sessionHint';

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
      // react-admin signs out when its first check finds no session. When the boot's form sent a
      // sign-in (src/boot), its reply may come between that check and this call, its cookies
      // saying "signed in": the session to end would be the one the person has just made.
      const signedIn = readSessionHint() !== 'signed-out' && !signInSentEarlyUntaken();
      session.clear();
      await clearApiCache();
      // Signing out of an expired session is not an error worth showing; signed out, none to end.
      if (signedIn) await calls.signOut().catch(() => undefined);
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
      return {
        id: user._id,
        fullName: user.fullName,
        email: user.email,
        language: user.language,
        roles: user.roles,
      };
    },
    /** Asks the server again, after a change to the user's roles (a business created). */
    reloadIdentity: async () => {
      await session.refresh();
    },
    /**
     * A visitor who is not signed in has no permissions, which is not an error: react-admin asks
     * for them on every page, the public ones too (sign-up, e-mail confirmation, invitations),
     * and signs out and sends to the sign-in page on a failure, which bounced visitors off them.
     */
    getPermissions: async () => {
      try {
        return (await session.currentRole()) ?? null;
      } catch (error) {
        if (isUnauthenticated(error)) return null;
        throw error;
      }
    },
    canAccess: async ({ resource, action }: { resource: string; action: string }) =>
      canRoleAccess(await session.currentRole(), resource, action),
    /** Keeps the user's language on the server, so other devices and the server's messages follow. */
    setLanguage: async (language: Language) => {
      session.set(await calls.setUserLanguage(language));
    },
  }) satisfies AuthProvider;

export type SaluniAuthProvider = ReturnType<typeof createAuthProvider>;

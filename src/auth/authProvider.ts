import type { AuthProvider } from 'react-admin';
import type { HttpClient } from '../dataProvider/http';
import type { Language } from '../i18n/languages';
import { canRoleAccess } from './permissions';
import { createSession, isUnauthenticated, type Session } from './session';
import type { User } from './types';

export interface SignInParams {
  email: string;
  password: string;
  /** Present on the sign-up page: the account is created, which also signs in. */
  fullName?: string;
}

export const createAuthProvider = (http: HttpClient, session: Session = createSession(http)) =>
  ({
    login: async ({ email, password, fullName }: SignInParams) => {
      const { user } =
        fullName === undefined
          ? await http<{ user: User }>({ method: 'POST', path: '/v1/auth/login', body: { email, password } })
          : await http<{ user: User }>({ method: 'POST', path: '/v1/auth/signup', body: { fullName, email, password } });
      session.set(user);
    },
    logout: async () => {
      session.clear();
      // Signing out of an expired session is not an error worth showing.
      await http({ method: 'POST', path: '/v1/auth/logout' }).catch(() => undefined);
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
      const { user } = await http<{ user: User }>({ method: 'PUT', path: '/v1/user/language', body: { language } });
      session.set(user);
    },
  }) satisfies AuthProvider;

export type SaluniAuthProvider = ReturnType<typeof createAuthProvider>;

import { HttpError } from 'react-admin';
import { getCurrentBusinessId, reconcileCurrentBusiness } from '../business/currentBusiness';
import type { AuthCalls } from '../dataProvider/auth';
import type { Role, User } from '../business/types';
import { readSessionHint, writeSessionHint } from './sessionHint';

/**
 * The signed-in user, fetched once and shared: checkAuth, canAccess and the business gate all
 * read it, so navigating does not call GET /v1/user each time.
 */
export const createSession = (calls: Pick<AuthCalls, 'currentUser'>) => {
  let pending: Promise<User> | undefined;

  const remember = (user: User): User => {
    reconcileCurrentBusiness(user.roles.map((role) => role.business._id));
    writeSessionHint('signed-in');
    return user;
  };

  const load = (): Promise<User> => {
    // Signed out in this browser (sessionHint.ts): no session to ask the server for.
    if (readSessionHint() === 'signed-out')
      return Promise.reject(new HttpError('ra.auth.auth_check_error', 401));
    const request = calls.currentUser().then(remember);
    pending = request;
    // A failed load is not cached: the next check asks again.
    request.catch((error: unknown) => {
      if (pending === request) pending = undefined;
      if (isUnauthenticated(error)) writeSessionHint('signed-out');
    });
    return request;
  };

  return {
    user: (): Promise<User> => pending ?? load(),
    refresh: load,
    set: (user: User) => {
      pending = Promise.resolve(remember(user));
    },
    /** Signed out, or the server said so (a 401). */
    clear: () => {
      pending = undefined;
      writeSessionHint('signed-out');
    },
    currentRole: async (): Promise<Role | undefined> => {
      const user = await (pending ?? load());
      const businessId = getCurrentBusinessId();
      return user.roles.find((role) => role.business._id === businessId);
    },
  };
};

export type Session = ReturnType<typeof createSession>;

export const isUnauthenticated = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 401;

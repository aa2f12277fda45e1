import { HttpError } from 'react-admin';
import { getCurrentBusinessId, reconcileCurrentBusiness } from '../business/currentBusiness';
import type { AuthCalls } from '../dataProvider/auth';
import type { Role, User } from '../business/types';

/**
 * The signed-in user, fetched once and shared: checkAuth, canAccess and the business gate all
 * read it, so navigating does not call GET /v1/user each time.
 */
export const createSession = (calls: Pick<AuthCalls, 'currentUser'>) => {
  let pending: Promise<User> | undefined;

  const remember = (user: User): User => {
    reconcileCurrentBusiness(user.roles.map((role) => role.business._id));
    return user;
  };

  const load = (): Promise<User> => {
    const request = calls.currentUser().then(remember);
    pending = request;
    // A failed load is not cached: the next check asks again.
    request.catch(() => {
      if (pending === request) pending = undefined;
    });
    return request;
  };

  return {
    user: (): Promise<User> => pending ?? load(),
    refresh: load,
    set: (user: User) => {
      pending = Promise.resolve(remember(user));
    },
    clear: () => {
      pending = undefined;
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

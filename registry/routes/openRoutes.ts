import type { RouteDeclaration } from './declaration';

type Method = RouteDeclaration['method'];

/**
 * The calls no module's permission guards, one line each, as moduleRoutes builds the guarded
 * ones: each returns the literal object a table would spell out.
 */

/**
 * A call on the user's own account, which names no business: `public` ones anyone makes
 * (signing in and up, within the attempt limits), `signedIn` ones any session makes.
 */
export const accountRoute = <
  M extends Method,
  P extends string,
  A extends 'public' | 'signedIn',
  K extends string,
>(
  method: M,
  path: P,
  access: A,
  replyKey: K,
) => ({ method, path, access, replyKey, business: 'none' }) as const;

/** A call any member of the business makes, whatever the role (the answer picks what it may read). */
export const memberRoute = <M extends Method, P extends string, K extends string>(
  method: M,
  path: P,
  replyKey: K,
) => ({ method, path, access: 'member', replyKey }) as const;

/** A provider's report back (an SMS delivery, an M-Pesa result): the token in the path is the proof. */
export const providerCallback = <P extends string>(path: P) =>
  ({ method: 'POST', path, access: 'public', business: 'none' }) as const;

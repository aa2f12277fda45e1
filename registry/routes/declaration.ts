import type { Action, ModuleName } from '../modules';

/**
 * Who may make a call, checked on the server before anything is read or written:
 * - `public`: anyone (signing in, provider callbacks that carry their own token);
 * - `signedIn`: a session, whatever the business (accounts, creating a business);
 * - `member`: a member of the business, any role (answers that pick what the role may read);
 * - `{ module, action }`: a member whose role may do `action` in `module` (owners and admins
 *   may do everything). A delete also names the module in its `vendor-module` header.
 */
export type RouteAccess = 'public' | 'signedIn' | 'member' | { module: ModuleName; action: Action };

/**
 * One call of the API: its method and path (`:id` is the record), who may make it, and the key
 * its reply sits under (none: the reply is not read, or is a file). The server serves exactly
 * these (server/tenancy/declaredRoutes.ts checks it at start-up) and the web app calls them.
 */
export interface RouteDeclaration {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: RouteAccess;
  replyKey?: string;
  /** Answers 201 Created: the call makes a record (or sends a message). */
  created?: true;
  /**
   * Answers 202 Accepted: the call is taken and its work goes on after the reply (an e-mail to
   * send), and the reply says nothing of what exists (a sign-up).
   */
  accepted?: true;
  /**
   * Where the business is named: the query (reads, deletes) or the body (writes) by default;
   * `path` when it is the record in the path; `none` when the call names no business.
   */
  business?: 'path' | 'none';
  /** The spec's own key for the business on this call, accepted beside `businessId`. */
  businessAlias?: 'business';
  /** The multipart field its files go under; `files` unless named. */
  fileField?: string;
  /**
   * Served by another origin when the web build names one (M-Pesa payments: `VITE_PAYMENTS_URL`);
   * without it the call goes to the app's own origin like every other.
   */
  origin?: 'payments';
}

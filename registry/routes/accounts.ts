import { READ_AHEAD_PATH } from '../readAhead';
import { SIGN_IN_PATH } from '../session';
import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { accountRoute, memberRoute } from './openRoutes';

const business = moduleRoutes('settings.Business');

/** Accounts, invitations, businesses and their files (design.md 3). */
export const accountsRoutes = {
  // Accounts (design.md 3): no business yet, or any of the user's. Signing in and up are open
  // to anyone, within the attempt limits.
  signIn: accountRoute('POST', SIGN_IN_PATH, 'public', 'user'),
  signUp: { ...accountRoute('POST', '/v1/auth/signup', 'public', 'signUp'), accepted: true },
  verifyEmail: accountRoute('POST', '/v1/auth/verify-email', 'public', 'user'),
  resendConfirmation: {
    ...accountRoute('POST', '/v1/auth/resend-confirmation', 'public', 'signUp'),
    accepted: true,
  },
  // Ends the session it carries, if any.
  signOut: { method: 'POST', path: '/v1/auth/logout', access: 'public', business: 'none' },
  currentUser: accountRoute('GET', '/v1/user', 'signedIn', 'user'),
  // The reads a page opened with a live session makes first, answered together (registry/readAhead.ts).
  readAhead: accountRoute('GET', READ_AHEAD_PATH, 'signedIn', 'readAhead'),
  userLanguage: accountRoute('PUT', '/v1/user/language', 'signedIn', 'user'),
  // Reachable signed out: the token in the path names the business. An invited account sets its
  // password (and signs in); an existing one, signed in as the invited address, joins.
  invitationGet: accountRoute('GET', '/v1/auth/invitation/:token', 'public', 'invitation'),
  invitationJoin: accountRoute('POST', '/v1/auth/invitation/accept', 'public', 'user'),
  invitationAccept: accountRoute('POST', '/v1/staff/invitation/accept', 'signedIn', 'user'),

  // Businesses, their files, memberships' sessions.
  // Creating one answers `{ business, role }`: the web app reads the business.
  businessCreate: {
    ...accountRoute('POST', '/v1/business', 'signedIn', 'business'),
    created: true,
  },
  businessUpdate: { ...business.update('/v1/business/:id', 'business'), business: 'path' },
  // A new business's checklist and starter services (docs/areas/first-run.md).
  firstRunGet: business.read('/v1/first-run', 'firstRun'),
  // Any member attaches images; the record they go on checks its own module.
  fileUpload: { ...memberRoute('POST', '/v1/file', 'files'), created: true },
  // The server's own: a load balancer's health check.
  health: { method: 'GET', path: '/healthz', access: 'public', business: 'none' },
  // The server's own: Prometheus's scrape, which carries METRICS_TOKEN (docs/areas/metrics.md).
  metrics: { method: 'GET', path: '/metrics', access: 'public', business: 'none' },
  businessList: accountRoute('GET', '/v1/business', 'signedIn', 'businessPage'),
  businessGet: { ...business.read('/v1/business/:id', 'business'), business: 'path' },
  // Only the owner deletes a business.
  businessDelete: business.remove('/v1/business', 'business'),
  // The installed app's manifest named after the business (registry/appManifest.ts): a file, no
  // reply key.
  appManifest: { method: 'GET', path: '/v1/app-manifest', access: 'member' },
  // An image of a business the user is a member of; the file names its business.
  fileGet: { method: 'GET', path: '/v1/file/:filename', access: 'signedIn', business: 'none' },
  // A client's address (served by the clients area).
  userAddress: {
    method: 'POST',
    path: '/v1/user/address',
    access: { module: 'clients.Profile', action: 'update' },
    replyKey: 'client',
  },
} as const satisfies Record<string, RouteDeclaration>;

import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

const business = moduleRoutes('settings.Business');

/** Accounts, invitations, businesses and their files (design.md 3). */
export const accountsRoutes = {
  // Accounts (design.md 3): no business yet, or any of the user's. Signing in and up are open
  // to anyone, within the attempt limits.
  signIn: {
    method: 'POST',
    path: '/v1/auth/login',
    access: 'public',
    replyKey: 'user',
    business: 'none',
  },
  signUp: {
    method: 'POST',
    path: '/v1/auth/signup',
    access: 'public',
    replyKey: 'signUp',
    business: 'none',
  },
  verifyEmail: {
    method: 'POST',
    path: '/v1/auth/verify-email',
    access: 'public',
    replyKey: 'user',
    business: 'none',
  },
  resendConfirmation: {
    method: 'POST',
    path: '/v1/auth/resend-confirmation',
    access: 'public',
    replyKey: 'signUp',
    business: 'none',
  },
  // Ends the session it carries, if any.
  signOut: { method: 'POST', path: '/v1/auth/logout', access: 'public', business: 'none' },
  currentUser: {
    method: 'GET',
    path: '/v1/user',
    access: 'signedIn',
    replyKey: 'user',
    business: 'none',
  },
  userLanguage: {
    method: 'PUT',
    path: '/v1/user/language',
    access: 'signedIn',
    replyKey: 'user',
    business: 'none',
  },
  // Reachable signed out: the token in the path names the business. An invited account sets its
  // password (and signs in); an existing one, signed in as the invited address, joins.
  invitationGet: {
    method: 'GET',
    path: '/v1/auth/invitation/:token',
    access: 'public',
    replyKey: 'invitation',
    business: 'none',
  },
  invitationJoin: {
    method: 'POST',
    path: '/v1/auth/invitation/accept',
    access: 'public',
    replyKey: 'user',
    business: 'none',
  },
  invitationAccept: {
    method: 'POST',
    path: '/v1/staff/invitation/accept',
    access: 'signedIn',
    replyKey: 'user',
    business: 'none',
  },

  // Businesses, their files, memberships' sessions.
  // Creating one answers `{ business, role }`: the web app reads the business.
  businessCreate: {
    method: 'POST',
    created: true,
    path: '/v1/business',
    access: 'signedIn',
    replyKey: 'business',
    business: 'none',
  },
  businessUpdate: { ...business.update('/v1/business/:id', 'business'), business: 'path' },
  // A new business's checklist and starter services (docs/areas/first-run.md).
  firstRunGet: business.read('/v1/first-run', 'firstRun'),
  // Any member attaches images; the record they go on checks its own module.
  fileUpload: {
    method: 'POST',
    created: true,
    path: '/v1/file',
    access: 'member',
    replyKey: 'files',
  },
  // The server's own: a load balancer's health check.
  health: { method: 'GET', path: '/healthz', access: 'public', business: 'none' },
  businessList: {
    method: 'GET',
    path: '/v1/business',
    access: 'signedIn',
    replyKey: 'businessPage',
    business: 'none',
  },
  businessGet: { ...business.read('/v1/business/:id', 'business'), business: 'path' },
  // Only the owner deletes a business.
  businessDelete: business.remove('/v1/business', 'business'),
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './cookies';
import { HttpError } from './errors';
import { text } from './messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route that is authenticated by other means than the session cookie (a payment provider's
 * signed callback) declares `config: { crossSite: 'allowed' }`; no other route skips the check.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    crossSite?: 'allowed';
    /** A GET the spec makes change state (`GET /v1/purchase/{id}/complete`): checked like a write. */
    writes?: true;
    /**
     * A route that starts or ends a session, or leads to one (sign-in, sign-up and its link sent
     * again, confirming an address, accepting an invitation, sign-out): checked with or without a
     * cookie, so a foreign page can neither sign a visitor into someone else's account nor out of
     * their own, nor send mail in their name.
     */
    session?: 'starts' | 'ends';
  }
}

/** The origin (scheme, host and port) of a URL, or undefined when it is not one (`null`, garbage). */
const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/** Where the request says it comes from: the Origin header, else the Referer's origin. */
const requestOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return originOf(origin && origin !== 'null' ? origin : request.headers.referer);
};

export interface OriginCheckOptions {
  /** `PUBLIC_URL`: when set, the only origin allowed to write. */
  publicUrl?: string;
  /** Served over HTTPS (`SECURE_COOKIES=true`), perhaps behind a proxy that ends TLS. */
  https: boolean;
}

/**
 * The app's own origin: the one of `PUBLIC_URL` when configured, else the Host the request was
 * served on, with the scheme the app is served over.
 */
const ownOrigin = (request: FastifyRequest, options: OriginCheckOptions) =>
  originOf(
    options.publicUrl ??
      `${options.https ? 'https' : request.protocol}://${request.headers.host ?? ''}`,
  );

/**
 * Refuses cross-site writes (CSRF): every state-changing request carrying the session cookie,
 * and every one that starts or ends a session, must come from the app's own origin (scheme,
 * host and port), else 403 `CSRF` before any handler or body parser runs.
 */
export const registerOriginCheck = (app: FastifyInstance, options: OriginCheckOptions) => {
  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (!STATE_CHANGING.has(request.method) && config.writes !== true) return;
    if (config.crossSite === 'allowed') return;
    if (!request.cookies[SESSION_COOKIE] && !config.session) return;
    const origin = requestOrigin(request);
    if (!origin || origin !== ownOrigin(request, options))
      throw new HttpError(403, 'CSRF', text('saluni.auth.crossSite'));
  });
};

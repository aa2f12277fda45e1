import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';
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
  }
}

/** The `host[:port]` of a URL, or undefined when it is not one (`null`, garbage). */
const hostOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/** Where the request says it comes from: the Origin header, else the Referer's origin. */
const requestOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return hostOf(origin && origin !== 'null' ? origin : request.headers.referer);
};

/**
 * The app's own host: the one of `PUBLIC_URL` when configured, else the Host the request was
 * served on (behind a proxy that keeps Host, or run locally).
 */
const ownHost = (request: FastifyRequest, publicUrl: string | undefined) => (publicUrl ? hostOf(publicUrl) : hostOf(`http://${request.headers.host ?? ''}`));

/**
 * Refuses cross-site writes (CSRF): every state-changing request carrying the session cookie
 * must come from the app's own origin, else 403 `CSRF` before any handler or body parser runs.
 */
export const registerOriginCheck = (app: FastifyInstance, options: { publicUrl?: string }) => {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) && request.routeOptions.config.writes !== true) return;
    if (request.routeOptions.config.crossSite === 'allowed') return;
    if (!request.cookies[SESSION_COOKIE]) return;
    const origin = requestOrigin(request);
    if (!origin || origin !== ownHost(request, options.publicUrl)) throw new HttpError(403, 'CSRF', text('saluni.auth.crossSite'));
  });
};

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { isBookingSitePage } from './webApp';

/**
 * Who may show a page in a frame: no one for the back office (clickjacking), any site for the
 * booking site's pages, which salons embed in their own websites (the embed snippet).
 */
type Framing = 'none' | 'any';

/**
 * Helmet's settings. The policy allows only the app's own scripts; styles also inline, because
 * MUI's emotion injects `<style>` tags at run time. Images may be `blob:` (upload previews) or
 * `data:`. HTTPS-only headers (HSTS, upgrade-insecure-requests) are sent when the app is served
 * over HTTPS (`SECURE_COOKIES=true`): on plain HTTP they would break a local install.
 */
const helmetOptions = (https: boolean, framing: Framing): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The back office's service worker and web manifest (docs/areas/offline.md).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: framing === 'any' ? ['*'] : ["'none'"],
      ...(https && { upgradeInsecureRequests: [] }),
    },
  },
  // X-Frame-Options has no "anyone": a framable page sends none and relies on frame-ancestors.
  frameguard: framing === 'any' ? false : { action: 'deny' },
  // A page framed by another site is a resource of that site's page too.
  crossOriginResourcePolicy: { policy: framing === 'any' ? 'cross-origin' : 'same-origin' },
  referrerPolicy: { policy: 'same-origin' },
  hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
});

/**
 * Browser features no screen uses, turned off for the app and anything that could be framed in
 * it: a script that got in still cannot reach the camera, microphone, location or payment sheet.
 * Photos are chosen through a file input, which none of these governs. Helmet sets no such header.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers helmet sets with those settings, read once from a response it is run on: they
 * never vary by request (no nonces), and running helmet for each request rebuilt its middleware
 * and parsed the policy again, a fixed cost that outweighed the SQL of a cheap look-up.
 */
export const securityHeaders = (options: {
  https: boolean;
  framing?: Framing;
}): Record<string, string> => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(helmetOptions(options.https, options.framing ?? 'none'))(
    response.req,
    response,
    () => undefined,
  );
  const helmetHeaders = Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
  return { ...helmetHeaders, 'permissions-policy': PERMISSIONS_POLICY };
};

/** Security headers on every reply (docs/areas/conventions.md, "Decisions the specs leave open"), errors and not-found replies included. */
export const registerSecurityHeaders = (app: FastifyInstance, options: { https: boolean }) => {
  const headers = securityHeaders(options);
  const framableHeaders = securityHeaders({ ...options, framing: 'any' });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isBookingSitePage(request.url) ? framableHeaders : headers);
    done();
  });
};

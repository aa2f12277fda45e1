import type { FastifyInstance } from 'fastify';

/**
 * The content security policy. It allows only the app's own scripts; styles also inline,
 * because MUI's emotion injects `<style>` tags at run time. Images may be `blob:` (upload
 * previews) or `data:`.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The security headers of every reply: the ones helmet 8 sends with the policy above, frames
 * denied and the same-origin referrer policy. HTTPS-only headers (HSTS,
 * upgrade-insecure-requests) are sent when the app is served over HTTPS (`SECURE_COOKIES=true`):
 * on plain HTTP they would break a local install.
 */
export const securityHeaders = (options: { https: boolean }): Record<string, string> => ({
  'content-security-policy': [...CONTENT_SECURITY_POLICY, ...(options.https ? ['upgrade-insecure-requests'] : [])].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  ...(options.https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Security headers on every reply (docs/architecture.md, "Security headers"), errors and
 * not-found replies included. They never vary by request, so they are worked out once here:
 * @fastify/helmet rebuilt helmet's whole middleware chain (the policy parsed again) for each
 * request, a fixed cost that outweighed the SQL of a cheap look-up.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: { https: boolean }) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every reply (docs/architecture.md, "Security headers"). The policy allows
 * only the app's own scripts; styles also inline, because MUI's emotion injects `<style>` tags at
 * run time. Images may be `blob:` (upload previews) or `data:`. HTTPS-only headers (HSTS,
 * upgrade-insecure-requests) are sent when the app is served over HTTPS (`SECURE_COOKIES=true`):
 * on plain HTTP they would break a local install.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: { https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https && { upgradeInsecureRequests: [] }),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
};

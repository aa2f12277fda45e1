import { describe, expect, it } from 'vitest';
import { send } from '../support/http';
import { createTestApp, setupTestApp } from '../support/testApp';

const context = setupTestApp();

const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('security headers', () => {
  it('sends the policy, nosniff, frame and referrer rules on every reply, errors included', async () => {
    for (const response of [
      await send(context.app, 'GET', '/healthz'),
      await send(context.app, 'GET', '/v1/nothing-here'),
      await send(context.app, 'GET', '/v1/user'),
    ]) {
      const policy = csp(response.headers['content-security-policy']);
      expect(policy).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'worker-src': "'self'",
        'manifest-src': "'self'",
      });
      expect(policy['script-src']).not.toContain('unsafe');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const features = String(response.headers['permissions-policy']).split(', ');
      for (const feature of [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
      ])
        expect(features).toContain(feature);
      // The rest of helmet's set, sent as it sent them.
      expect(response.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });

  it('adds HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    const secure = await createTestApp({ secureCookies: true });
    try {
      const response = await send(secure.app, 'GET', '/healthz');
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(String(response.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await secure.close();
    }
  });
});

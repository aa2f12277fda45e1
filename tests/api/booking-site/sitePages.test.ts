import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';

const BACK_OFFICE = '<!doctype html><html><body><div id="root"></div></body></html>';
const BOOKING_SITE = '<!doctype html><html><body><div id="site"></div></body></html>';

const frameAncestors = (header: unknown) =>
  /frame-ancestors ([^;]+)/.exec(String(header))?.[1]?.trim();

describe('the booking site pages', () => {
  let webRoot: string;
  let context: TestContext;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'saluni-site-'));
    await writeFile(path.join(webRoot, 'index.html'), BACK_OFFICE);
    await writeFile(path.join(webRoot, 'book.html'), BOOKING_SITE);
    context = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await context?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/book/demo-nairobi', '/book/demo-nairobi/manage', '/book/demo-nairobi?ref=instagram'])(
    '%s is the booking site, which any website may frame',
    async (url) => {
      const response = await send(context.app, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(BOOKING_SITE);
      expect(frameAncestors(response.headers['content-security-policy'])).toBe('*');
      expect(response.headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each(['/', '/clients', '/booked', '/v1/nothing-here'])(
    '%s is the back office or the API, which no site may frame',
    async (url) => {
      const response = await send(context.app, 'GET', url);
      expect(response.body).not.toBe(BOOKING_SITE);
      expect(frameAncestors(response.headers['content-security-policy'])).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );
});

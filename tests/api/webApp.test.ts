import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTitle } from '../../registry';
import { HASHED_ASSET_CACHE, PAGE_CACHE } from '../../server/http/webApp';
import { createBusiness } from './support/accounts';
import { send, withQuery } from './support/http';
import { createRecord } from './support/records';
import { createTestApp, type TestContext } from './support/testApp';

const PAGE =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('Saluni '.repeat(400))});`;
const SERVICE_WORKER = "self.addEventListener('fetch', () => undefined);";

/** A built web app as Vite leaves it: each file with its brotli and gzip twins (vite.config.ts). */
const writeWebRoot = async (root: string) => {
  await mkdir(path.join(root, 'assets'));
  for (const [name, content] of [
    ['index.html', PAGE],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ]) {
    await writeFile(path.join(root, name), content);
    await writeFile(path.join(root, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(root, `${name}.gz`), gzipSync(content));
  }
  // The service worker and what it loads, written after the twins are made (vite.config.ts).
  await writeFile(path.join(root, 'sw.js'), SERVICE_WORKER);
  await writeFile(path.join(root, 'workbox-1a2b3c4d.js'), SERVICE_WORKER);
  await writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"Saluni"}');
};

describe('serving the web app and compressing replies', () => {
  let webRoot: string;
  let context: TestContext;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'saluni-web-'));
    await writeWebRoot(webRoot);
    context = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await context?.close();
    await rm(webRoot, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    send(context.app, 'GET', url, {
      cookie,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br, gzip', 'br', (raw: Buffer) => brotliDecompressSync(raw)],
    ['gzip', 'gzip', (raw: Buffer) => gunzipSync(raw)],
  ])(
    'sends a hashed asset pre-compressed for Accept-Encoding %s, cached for a year',
    async (accepted, encoding, decode) => {
      const response = await get('/assets/index-Ab12Cd34.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
      expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it.each(['/', '/index.html', '/clients/some-client/show'])(
    '%s is index.html, revalidated on every load',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PAGE_CACHE);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    },
  );

  it.each(['/sw.js', '/workbox-1a2b3c4d.js', '/manifest.webmanifest'])(
    '%s, which says what the current version is, is revalidated on every load',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    },
  );

  it('compresses a JSON reply above 1 KB as the client accepts, and leaves small ones as they are', async () => {
    const business = await createBusiness(context.app);
    for (let n = 0; n < 12; n += 1)
      await createRecord(context.app, business.owner.cookie, jobTitle, business.businessId, {
        name: `Senior Colourist ${n}`,
      });
    const listUrl = withQuery(jobTitle.path, { businessId: business.businessId });

    const plain = await get(listUrl, undefined, business.owner.cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const compressed = await get(listUrl, accepted, business.owner.cookie);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }

    const small = await get('/healthz', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, openDataFolder } from '../../server/db/dataFolder';
import { pngImage } from './support/images';
import { multipartBody } from './support/multipart';
import {
  exitCodeOf,
  startServer,
  waitUntilListening,
  type ServerProcess,
} from './support/serverProcess';
import { createTestApp } from './support/testApp';

const folders: string[] = [];
const started: ServerProcess[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saluni-server-test-'));
  folders.push(folder);
  return folder;
};
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const DEMO = { email: 'owner@saluni.demo', password: 'saluni-demo' };

/** Signs in as the demo owner; returns the cookie and the demo business id. */
const signInDemo = async (url: string) => {
  const login = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const reply = (await login.json()) as {
    user: { roles: { business: { _id: string; name: string } }[] };
  };
  return { cookie, businesses: reply.user.roles.map((role) => role.business) };
};

/** A multipart upload whose body arrives in two halves, `pauseMs` apart. */
const slowUpload = (
  url: string,
  cookie: string,
  businessId: string,
  duringPause: () => void,
  pauseMs = 1_500,
) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const form = multipartBody({ businessId }, [
      { field: 'file', filename: 'slow.png', content: pngImage(64, 64) },
    ]);
    const half = Math.floor(form.payload.length / 2);
    const outgoing = request(
      `${url}/v1/file`,
      { method: 'POST', headers: { ...form.headers, cookie, origin: url, connection: 'close' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.write(form.payload.subarray(0, half));
    setTimeout(duringPause, pauseMs / 3);
    setTimeout(() => outgoing.end(form.payload.subarray(half)), pauseMs);
  });

describe('the app', () => {
  it('answers GET /healthz', async () => {
    const context = await createTestApp();
    try {
      const response = await context.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    } finally {
      await context.close();
    }
  });
});

describe('the data-folder lock', () => {
  // Opens two embedded databases in a row: seconds on a machine busy with other test files.
  it('refuses a second opener until the first releases', { timeout: 120_000 }, async () => {
    const folder = tempFolder();
    const first = await openDataFolder(folder);
    try {
      await expect(openDataFolder(folder)).rejects.toBeInstanceOf(DataFolderLockedError);
      await expect(openDataFolder(folder)).rejects.toThrow(
        /Another Saluni server is already using the data folder/,
      );
    } finally {
      await first.client.close();
      await first.release();
    }
    const again = await openDataFolder(folder);
    expect((await again.client.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
    await again.client.close();
    await again.release();
  });
});

/**
 * Without SMTP_URL the server says where e-mail goes, and a sign-up's confirmation arrives there
 * as a .eml file whose link makes the account.
 */
const signUpWithoutMailServer = async (server: ServerProcess, dataDir: string) => {
  const mailDir = path.join(dataDir, 'mail');
  expect(server.output().stdout).toContain(
    `E-mail: no SMTP_URL, so messages are written as .eml files to ${mailDir}`,
  );
  const email = `no-mail-server-${Date.now()}@example.test`;
  const signUp = await fetch(`${server.url}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ fullName: 'Amina Wanjiru', email }),
  });
  expect(signUp.status).toBe(202);
  let mail = '';
  for (let attempt = 0; attempt < 100 && !mail; attempt++) {
    const files = existsSync(mailDir)
      ? readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
      : [];
    mail =
      files
        .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
        .find((content) => content.includes(email)) ?? '';
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Quoted-printable may fold the long link line: unfold it before reading the token.
  const token = /\/#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  expect(token).toBeTruthy();
  const verified = await fetch(`${server.url}/v1/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ token, password: 'a password of my own' }),
  });
  expect(verified.status).toBe(200);
};

describe('the server process', () => {
  it(
    'seeds once, refuses a second server on its folder, and shuts down gracefully',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempFolder();
      const first = await startServer(dataDir);
      started.push(first);
      await waitUntilListening(first);
      expect(first.output().stdout).toContain('demo business created now');
      const { cookie, businesses } = await signInDemo(first.url);
      expect(businesses.map((business) => business.name)).toEqual([
        'Saluni Demo Salon',
        'Saluni Sydney Salon',
      ]);

      const second = await startServer(dataDir);
      started.push(second);
      const secondCode = await exitCodeOf(second);
      expect(secondCode).not.toBe(0);
      expect(second.output().stderr).toContain(
        `Another Saluni server is already using the data folder ${dataDir}`,
      );
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

      // SIGTERM while an upload is half sent: the upload completes, then the process exits 0.
      const upload = await slowUpload(first.url, cookie, businesses[0]._id, () =>
        first.child.kill('SIGTERM'),
      );
      expect(upload.status, upload.body).toBe(201);
      expect(await exitCodeOf(first)).toBe(0);

      const restarted = await startServer(dataDir, { OUTBOX_POLL_MS: '200' });
      started.push(restarted);
      await waitUntilListening(restarted);
      expect(restarted.output().stdout).not.toContain('demo business created now');
      await signUpWithoutMailServer(restarted, dataDir);
      const again = await signInDemo(restarted.url);
      // Seeded once: the same two salons, not a second pair.
      expect(again.businesses.map((business) => business.name)).toEqual([
        'Saluni Demo Salon',
        'Saluni Sydney Salon',
      ]);
      const files = await fetch(
        `${restarted.url}/v1/file/${(JSON.parse(upload.body) as { files: { filename: string }[] }).files[0].filename}`,
        {
          headers: { cookie: again.cookie },
        },
      );
      expect(files.status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await exitCodeOf(restarted)).toBe(0);
    },
  );
});

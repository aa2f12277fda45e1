import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SESSION_COOKIE } from '../../../server/http/cookies';
import { startAfricasTalkingServer } from '../../support/africasTalkingServer';
import { DARAJA_TEST_CREDENTIALS, startDarajaServer } from '../../support/darajaServer';
import { startSmtpServer } from '../../support/smtpServer';
import { adminQuery, databaseUrl } from '../support/globalSetup';
import { startHaproxy } from '../support/haproxy';
import {
  exitCodeOf,
  startServer,
  waitUntilListening,
  type ServerProcess,
} from '../support/serverProcess';

/** One HTTP reply, read whole. */
export interface Reply {
  status: number;
  text: string;
  /** The `cookie` header of the session the reply set, if it set one. */
  session: string | undefined;
  json: <T>() => T;
}

/**
 * One request from a browser on `base` (its Origin, for the origin check), over real HTTP:
 * through HAProxy or straight to one server.
 */
export const call = async (
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> => {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      origin: base,
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return { status: response.status, text, session, json: <T>() => JSON.parse(text) as T };
};

/** Polls `check` until it holds (bounded), then returns; never a timed assertion. */
export const waitUntil = async (
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 20_000,
) => {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};

/** Short polls and leases, so each scenario's jobs come round in well under a second. */
const FAST_JOBS = {
  OUTBOX_POLL_MS: '200',
  SCHEDULER_POLL_MS: '100',
  SCHEDULER_LEASE_SECONDS: '2',
  MPESA_SWEEP_INTERVAL_MS: '300',
  MPESA_PENDING_TIMEOUT_SECONDS: '2',
};

/**
 * Two app servers started at the same moment on one new, empty PostgreSQL database, behind
 * HAProxy; e-mail, SMS and M-Pesa go to the local protocol servers of the tests.
 */
export const startCluster = async (serverUrl: string) => {
  const name = `saluni_lb_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const folder = await mkdtemp(path.join(tmpdir(), 'saluni-lb-'));
  const smtp = await startSmtpServer();
  const sms = await startAfricasTalkingServer();
  const daraja = await startDarajaServer();
  const environment = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
    AT_USERNAME: sms.username,
    AT_API_KEY: sms.apiKey,
    AT_BASE_URL: sms.url,
    MPESA_PROVIDER: 'daraja',
    DARAJA_BASE_URL: daraja.url,
    DARAJA_CONSUMER_KEY: DARAJA_TEST_CREDENTIALS.consumerKey,
    DARAJA_CONSUMER_SECRET: DARAJA_TEST_CREDENTIALS.consumerSecret,
    DARAJA_SHORTCODE: DARAJA_TEST_CREDENTIALS.shortcode,
    DARAJA_PASSKEY: DARAJA_TEST_CREDENTIALS.passkey,
    // HAProxy, in front on this host (everything here is on loopback).
    TRUST_PROXY: '127.0.0.1',
    ...FAST_JOBS,
  };
  const servers: ServerProcess[] = [];
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;

  const stop = async () => {
    await haproxy?.stop();
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGTERM');
      await exitCodeOf(server, 10_000);
    }
    await Promise.all([smtp.close(), sms.close(), daraja.close()]);
    await sql.end();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(folder, { recursive: true, force: true });
  };

  try {
    // Both spawned before either is waited for: they reach the empty database together. The
    // second takes the start-up lock through DATABASE_DIRECT_URL, as a server behind PgBouncer
    // does: the lock is still the one both wait on.
    servers.push(await startServer(path.join(folder, 'a'), environment));
    servers.push(
      await startServer(path.join(folder, 'b'), { ...environment, DATABASE_DIRECT_URL: url }),
    );
    await Promise.all(servers.map((server) => waitUntilListening(server, 60_000)));
    haproxy = await startHaproxy(
      folder,
      servers.map((server, index) => ({ name: `app${index + 1}`, port: server.port })),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: haproxy.url, servers, sql, smtp, sms, daraja, stop };
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

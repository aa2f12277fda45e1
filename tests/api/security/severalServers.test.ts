import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../support/globalSetup';
import { startServer, waitUntilListening, type ServerProcess } from '../support/serverProcess';

/**
 * Real server processes on one PostgreSQL database, as behind a load balancer: only the
 * PostgreSQL run can have several servers on one database (an embedded one is one process's).
 */
const template = inject('databaseTemplate');
const SERVERS = 4;
const DEMO = { email: 'owner@saluni.demo', password: 'saluni-demo' };

const servers: ServerProcess[] = [];
let folder = '';
let databaseName = '';

const post = (server: ServerProcess, url: string, payload: unknown, cookie?: string) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie && { cookie }) },
    body: JSON.stringify(payload),
  });

describe.skipIf(template.kind !== 'postgres')('several servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    folder = mkdtempSync(path.join(os.tmpdir(), 'saluni-servers-'));
    databaseName = `saluni_servers_${randomBytes(6).toString('hex')}`;
    await adminQuery(template.serverUrl, `CREATE DATABASE ${databaseName}`);
    const env = { DATABASE_URL: databaseUrl(template.serverUrl, databaseName), LOG_LEVEL: 'info' };
    // All started at once on an empty database: each one tries to migrate and seed it.
    servers.push(
      ...(await Promise.all(Array.from({ length: SERVERS }, () => startServer(folder, env)))),
    );
    await Promise.all(servers.map((server) => waitUntilListening(server, 150_000)));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    if (databaseName && template.kind === 'postgres')
      await adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('start together on an empty database: one migrates and seeds, every one serves', async () => {
    for (const server of servers) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(server.output().stderr).not.toMatch(/duplicate key|already exists/);
    }
    const created = servers.filter((server) =>
      server.output().stdout.includes('(demo business created now)'),
    );
    expect(created).toHaveLength(1);
    for (const server of servers) {
      const signIn = await post(server, '/v1/auth/login', DEMO);
      expect(signIn.status).toBe(200);
      const { user } = (await signIn.json()) as { user: { roles: unknown[] } };
      expect(user.roles).toHaveLength(2);
    }
  });

  it('write no client search into any log: the route and ids only', async () => {
    const signIn = await post(servers[0]!, '/v1/auth/login', DEMO);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { user } = (await signIn.json()) as { user: { roles: { business: { _id: string } }[] } };
    const businessId = user.roles[0]!.business._id;
    const typed = ['+254712544123', '0712544123', 'Achieng Otieno', 'achieng.otieno@example.test'];
    for (const [index, q] of typed.entries()) {
      const server = servers[index % SERVERS]!;
      const search = await fetch(
        `${server.url}/v1/client?${new URLSearchParams({ businessId, q })}`,
        { headers: { cookie } },
      );
      expect(search.status).toBe(200);
    }
    const logs = servers.map((server) => server.output().stdout).join('\n');
    expect(logs).toContain('"url":"/v1/client"');
    for (const piece of ['712544123', 'Achieng', 'achieng', '%2B254', 'q='])
      expect(logs).not.toContain(piece);
  });

  it('share the sign-in limits: guesses spread over every server count once', async () => {
    const email = `guessed-${randomBytes(4).toString('hex')}@example.test`;
    const statuses: number[] = [];
    // SIGN_IN_RATE_LIMIT's default: 10 a minute per client address and e-mail.
    for (let attempt = 0; attempt < 12; attempt++)
      statuses.push(
        (await post(servers[attempt % SERVERS]!, '/v1/auth/login', { email, password: 'a guess' }))
          .status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

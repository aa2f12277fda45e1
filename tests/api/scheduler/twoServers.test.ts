import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpServer } from '../../support/smtpServer';
import { adminQuery, databaseUrl } from '../support/globalSetup';
import {
  exitCodeOf,
  startServer,
  waitUntilListening,
  type ServerProcess,
} from '../support/serverProcess';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (PostgreSQL only:
 * an embedded database belongs to one process). An e-mail due while both run is sent once, and
 * a server killed with -9 while it holds the outbox job's lease loses the job to the other once
 * its lease has passed. Short polls and a 2-second lease keep it quick.
 */
const template = inject('databaseTemplate');
const LEASE_SECONDS = 2;

/**
 * One server's way to the SMTP server: passed through, or, when stalled, a relay that accepts
 * the connection and never greets, so the server's delivery (and its job) hangs.
 */
const startRelay = async (smtpPort: number) => {
  const held: Socket[] = [];
  const relay = { stalled: false, held, url: '', server: undefined as Server | undefined };
  const server = createServer((socket) => {
    if (relay.stalled) {
      held.push(socket);
      return;
    }
    const upstream = createConnection(smtpPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  relay.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  relay.server = server;
  return relay;
};

type Relay = Awaited<ReturnType<typeof startRelay>>;

const waitUntil = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};

describe.runIf(template.kind === 'postgres')('the scheduler on two servers', () => {
  let name = '';
  let client: pg.Client;
  let dataDir = '';
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const relays: Relay[] = [];
  const servers: ServerProcess[] = [];

  const outboxJob = async () => {
    const { rows } = await client.query<{
      runs: number;
      failures: number;
      lease_until: Date | null;
      last_started_at: Date | null;
      last_error: string | null;
    }>(
      `select runs, failures, lease_until, last_started_at, last_error from scheduled_jobs where name = 'outbox'`,
    );
    return rows[0]!;
  };
  const queueEmail = (recipient: string) =>
    client.query(
      `insert into account_emails (id, recipient, subject, body) values ($1, $2, 'Welcome', 'Hello')`,
      [uuidv7(), recipient],
    );

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    name = `saluni_sched_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      template.serverUrl,
      `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`,
    );
    const url = databaseUrl(template.serverUrl, name);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'saluni-sched-'));
    smtp = await startSmtpServer();
    for (let index = 0; index < 2; index++)
      relays.push(await startRelay(Number(new URL(smtp.url).port)));
    servers.push(
      ...(await Promise.all(
        relays.map((relay) =>
          startServer(dataDir, {
            DATABASE_URL: url,
            SEED_DEMO: 'false',
            SMTP_URL: relay.url,
            OUTBOX_POLL_MS: '200',
            SCHEDULER_POLL_MS: '100',
            SCHEDULER_LEASE_SECONDS: String(LEASE_SECONDS),
          }),
        ),
      )),
    );
    await Promise.all(servers.map((server) => waitUntilListening(server)));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGTERM');
      await exitCodeOf(server, 10_000);
    }
    for (const relay of relays) {
      for (const socket of relay.held) socket.destroy();
      await new Promise((resolve) => relay.server?.close(resolve));
    }
    await smtp?.close();
    await client?.end();
    if (name && template.kind === 'postgres')
      await adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('sends an e-mail due while both run exactly once', async () => {
    await queueEmail('once@saluni.test');
    await waitUntil(
      () => smtp.received.some((mail) => mail.to.includes('once@saluni.test')),
      'the e-mail',
    );
    // A few more rounds of both servers: nothing is sent again.
    const { runs } = await outboxJob();
    await waitUntil(async () => (await outboxJob()).runs >= runs + 4, 'more rounds');
    expect(smtp.received.filter((mail) => mail.to.includes('once@saluni.test'))).toHaveLength(1);
    const { rows } = await client.query(
      `select status, attempts from account_emails where recipient = 'once@saluni.test'`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(await outboxJob()).toMatchObject({ failures: 0, last_error: null });
  }, 30_000);

  it('gives the job of a server killed with -9 to the other once its lease has passed', async () => {
    for (const relay of relays) relay.stalled = true;
    await queueEmail('stuck@saluni.test');
    await waitUntil(() => relays.some((relay) => relay.held.length > 0), 'a delivery hanging');
    const holder = relays.findIndex((relay) => relay.held.length > 0);
    const held = await outboxJob();
    expect(held.lease_until).not.toBeNull();
    servers[holder]!.child.kill('SIGKILL');
    await servers[holder]!.exited;
    const killedWithLease = held.lease_until!;

    await waitUntil(async () => {
      const job = await outboxJob();
      return job.runs > held.runs && job.lease_until === null;
    }, 'the other server to run the job');
    const taken = await outboxJob();
    // Not before the killed server's lease had passed, and by the server still running.
    expect(taken.last_started_at!.getTime()).toBeGreaterThanOrEqual(killedWithLease.getTime());
    expect(relays[1 - holder]!.held).toHaveLength(0);
    expect(taken).toMatchObject({ failures: 0, last_error: null });
  }, 30_000);
});

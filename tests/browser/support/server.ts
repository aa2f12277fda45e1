import { afterAll, beforeAll, inject } from 'vitest';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { openDataFolder } from '../../../server/db/dataFolder';
import { migrateDatabase, openPglite, type OpenDatabase } from '../../../server/db/database';
import { DEMO_LOGIN, seedDemoBusiness } from '../../../server/seed/demo';
import { startSmtpServer } from '../../support/smtpServer';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';

export { DEMO_LOGIN };

/** The secret path segment of the SMS provider's callbacks (delivery reports, incoming replies). */
export const SMS_CALLBACK_TOKEN = 'browser-sms-callback-token';

export interface RunningServer {
  url: string;
  /** What the server's outbox e-mailed, received over SMTP. */
  mailbox: Mailbox;
  /** Runs one of the server's scheduled jobs now, reading `now` as the time: the clock moved. */
  runJob: (name: string, now: Date) => Promise<void>;
  close: () => Promise<void>;
}

export type Mailbox = Pick<Awaited<ReturnType<typeof startSmtpServer>>, 'received' | 'linkToken'>;

/** `prepare` adds a test's own records after the demo seed, before the server listens. */
export type PrepareDatabase = (database: OpenDatabase) => Promise<void>;

export interface ServerOptions {
  /** The built web app the server serves: dist/ unless a test serves a copy it changes. */
  webRoot?: string;
}

/** A new data folder holding a copy of the run's seeded one (support/globalSetup.ts). */
const copySeededDataFolder = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'saluni-browser-'));
  await cp(inject('seededDataFolder'), folder, { recursive: true });
  return folder;
};

/**
 * The real server for one test file, as `npm start` runs it: an embedded data folder (with its
 * lock), migrations and the demo's seed (already in the copy, so checked and skipped: its
 * appointments are today's; its passwords at the tests' cost), and the built web app from dist/ (run `npm run build` first;
 * `npm run test:browser` does).
 */
export const startServer = async (
  prepare?: PrepareDatabase,
  { webRoot = path.resolve('dist') }: ServerOptions = {},
): Promise<RunningServer> => {
  const smtp = await startSmtpServer();
  const folder = await copySeededDataFolder();
  const { client, release } = await openDataFolder(folder);
  const database = openPglite(client);
  try {
    await migrateDatabase(database);
    await seedDemoBusiness(database.db, TEST_PASSWORD_COST);
    await prepare?.(database);
    const app = await buildApp({
      database,
      webRoot,
      // The tests' cheap scrypt (API tests prove the production cost): a sign-in's reply then
      // often comes before the app's code has run, the path a phone takes on a warm visit.
      passwordCost: TEST_PASSWORD_COST,
      // Tests sign in more often than a person would; the limit itself has API tests.
      signInRateLimit: { max: 1_000, timeWindow: 60_000 },
      accountSignInLimits: [{ max: 1_000, timeWindow: 60_000 }],
      clientSignInLimit: { max: 1_000, timeWindow: 60_000 },
      // A working outbox, polled often: sign-up links reach the mailbox within the test.
      outbox: {
        smtpUrl: smtp.url,
        from: 'Saluni <no-reply@saluni.test>',
        pollMilliseconds: 200,
        smsCallbackToken: SMS_CALLBACK_TOKEN,
      },
      // The automatic messages would spend the demo's SMS while other tests count it; their
      // test runs the jobs with a moved clock.
      scheduler: { leftToOthers: ['appointment-messages', 'automations'] },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      mailbox: smtp,
      runJob: async (name, now) => {
        const job = app.scheduledJobs.find((candidate) => candidate.name === name);
        if (!job) throw new Error(`no scheduled job ${name}`);
        await job.run(database.db, now);
      },
      close: async () => {
        await app.close();
        await smtp.close();
        await database.close();
        await release();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await smtp.close();
    await database.close();
    await release();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
};

/** Starts a server for the test file (beforeAll) and closes it (afterAll); read `url` in tests. */
export const setupServer = (
  prepare?: PrepareDatabase,
  options?: ServerOptions,
): Pick<RunningServer, 'url' | 'mailbox' | 'runJob'> => {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(prepare, options);
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = () => {
    if (!running) throw new Error('the server starts in beforeAll');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get mailbox() {
      return current().mailbox;
    },
    runJob: (name, now) => current().runJob(name, now),
  };
};

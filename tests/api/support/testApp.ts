import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import {
  createPglite,
  openPglite,
  openPostgres,
  type OpenDatabase,
} from '../../../server/db/database';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { adminQuery, databaseUrl } from './globalSetup';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: TestApp;
  database: OpenDatabase;
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh copy of the migrated template: in-memory PGlite, or a cloned PostgreSQL database. */
export const cloneDatabase = async (): Promise<{
  database: OpenDatabase;
  drop: () => Promise<void>;
}> => {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    const client = await createPglite({ loadDataDir: new Blob([dump]) });
    return { database: openPglite(client), drop: async () => undefined };
  }
  const name = `saluni_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  // Concurrent clones of one template may briefly see each other; retry a few times.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(
        template.serverUrl,
        `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`,
      );
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
  return {
    database: await openPostgres(databaseUrl(template.serverUrl, name), 5),
    drop: () => adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

/** Many tests sign up and in from one address: the limits' own tests lower them again. */
const TEST_LIMITS = {
  signInRateLimit: { max: 1000, timeWindow: 60_000 },
  accountSignInLimits: [{ max: 1000, timeWindow: 60_000 }],
  clientSignInLimit: { max: 1000, timeWindow: 60_000 },
  signUpRateLimit: { max: 100_000, timeWindow: 60_000 },
};

const databases = new WeakMap<TestApp, OpenDatabase>();

/** The database an app of createTestApp runs on: tests read what a person would find in their inbox. */
export const databaseOf = (app: TestApp): OpenDatabase => {
  const database = databases.get(app);
  if (!database) throw new Error('the app was not made by createTestApp');
  return database;
};

const AUTOMATIC_MESSAGE_JOBS = ['appointment-messages', 'automations'];

/** One app per test file, on its own database. */
export const createTestApp = async (
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<TestContext> => {
  const { database, drop } = await cloneDatabase();
  const app = await buildApp({
    database,
    ...TEST_LIMITS,
    passwordCost: TEST_PASSWORD_COST,
    // The automatic messages would write to the outbox of any test that outlives their interval:
    // their tests run the jobs with a moved clock instead.
    scheduler: { leftToOthers: AUTOMATIC_MESSAGE_JOBS },
    ...options,
  });
  await app.ready();
  databases.set(app, database);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
};

/** A test's own app with its own options (limits, costs), closed when the test is done. */
export const withApp = async (
  options: Partial<Omit<AppOptions, 'database'>>,
  run: (context: TestContext) => Promise<void>,
) => {
  const context = await createTestApp(options);
  try {
    await run(context);
  } finally {
    await context.close();
  }
};

/** The test file's app: created before its tests, closed after them. Read its fields in tests. */
export const setupTestApp = (
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Omit<TestContext, 'close'> => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(options);
  });
  afterAll(async () => {
    await context?.close();
  });
  const current = () => {
    if (!context) throw new Error('the test app is created in beforeAll');
    return context;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
};

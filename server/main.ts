import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { readConfig } from './config';
import { DataFolderLockedError, openDataFolder } from './db/dataFolder';
import {
  migrateWith,
  openPglite,
  openPostgres,
  type Database,
  type OpenDatabase,
} from './db/database';
import { readOutboxConfig } from './outbox';
import { DEMO_LOGIN, seedDemoBusiness } from './seed/demo';

const config = readConfig();
// Without a mail server, e-mail is written to the data folder: a fresh install can still confirm sign-ups.
const outbox = {
  ...readOutboxConfig(),
  ...(!process.env.SMTP_URL && { mailFolder: config.mailDir }),
};

const openConfiguredDatabase = async (): Promise<{
  database: OpenDatabase;
  release: () => Promise<void>;
}> => {
  if (config.databaseUrl)
    return { database: await openPostgres(config.databaseUrl), release: async () => undefined };
  const { client, release } = await openDataFolder(config.dataDir);
  return { database: openPglite(client), release };
};

/**
 * Servers started together on one empty database take turns: one migrates and seeds, the others
 * wait for the lock, then find the schema current and the demo there. Behind a pooler in
 * transaction mode the lock is taken on a connection of its own to PostgreSQL itself.
 */
const runStartupWork = async (database: OpenDatabase): Promise<boolean> => {
  const work = async (db: Database) => {
    await migrateWith(database.kind, db);
    return config.seedDemo ? seedDemoBusiness(db) : false;
  };
  if (!config.databaseDirectUrl) return database.atStartup(work);
  const direct = await openPostgres(config.databaseDirectUrl, 1);
  try {
    return await direct.atStartup(work);
  } finally {
    await direct.close();
  }
};

const start = async () => {
  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase();
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { database, release } = opened;
  const seeded = await runStartupWork(database);

  const app = await buildApp({
    database,
    logger: { level: config.logLevel },
    webRoot: config.webRoot,
    secureCookies: config.secureCookies,
    publicUrl: config.publicUrl,
    trustedProxies: config.trustedProxies,
    signInRateLimit: config.signInRateLimit,
    outbox,
    scheduler: config.scheduler,
    metricsToken: config.metricsToken,
  });

  // In-flight requests finish, then the database closes and the folder lock is released.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await release();
  });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  // One write, so whoever reads the banner (a person, a test waiting for "Saluni is running")
  // gets all of its lines at once.
  const banner = [
    `\nSaluni is running at ${url}`,
    `Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    outbox.mailFolder
      ? `E-mail: no SMTP_URL, so messages are written as .eml files to ${outbox.mailFolder}`
      : 'E-mail: sent through SMTP_URL',
  ];
  if (config.seedDemo)
    banner.push(
      `Demo sign-in: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? ' (demo business created now)' : ''}\n`,
    );
  console.log(banner.join('\n'));
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseFolderIn } from '../../../server/db/dataFolder';
import { createPglite, migrateDatabase, openPglite } from '../../../server/db/database';
import { seedDemoBusiness } from '../../../server/seed/demo';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder, migrated and seeded with the demo, that each test file's server copies. */
    seededDataFolder: string;
  }
}

/**
 * Migrates and seeds once per run: a fresh data folder's first start (initdb, migrations, the
 * demo's rows) costs seconds of CPU, which every file paid when each made its own. The demo's
 * appointments are the day's of this moment, as a server started now would seed them.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'saluni-browser-seeded-'));
  const client = await createPglite({ dataDir: databaseFolderIn(folder) });
  const database = openPglite(client);
  try {
    await migrateDatabase(database);
    await seedDemoBusiness(database.db, TEST_PASSWORD_COST);
  } finally {
    await database.close();
  }
  project.provide('seededDataFolder', folder);
  return () => rm(folder, { recursive: true, force: true });
}

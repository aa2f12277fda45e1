import type { TestProject } from 'vitest/node';
import { writeMigratedPglite } from '../../support/migratedPglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (a data-folder tar) each test file's server starts from. */
    migratedDatabase: string;
  }
}

/** Migrates once per run: a fresh data folder's first start (initdb and migrations) costs seconds. */
export default async function setup(project: TestProject) {
  const { dumpPath, remove } = await writeMigratedPglite();
  project.provide('migratedDatabase', dumpPath);
  return remove;
}

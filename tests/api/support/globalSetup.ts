import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres } from '../../../server/db/database';
import { writeMigratedPglite } from '../../support/migratedPglite';

/** Where the migrated template lives: a PGlite data-dir dump, or a PostgreSQL template database. */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE). */
export const adminQuery = async (serverUrl: string, sqlText: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
};

const preparePglite = async (): Promise<{
  template: DatabaseTemplate;
  teardown: () => Promise<void>;
}> => {
  const { dumpPath, remove } = await writeMigratedPglite();
  return { template: { kind: 'pglite', dumpPath }, teardown: remove };
};

const preparePostgres = async (
  serverUrl: string,
): Promise<{ template: DatabaseTemplate; teardown: () => Promise<void> }> => {
  const templateName = `saluni_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
  const database = await openPostgres(databaseUrl(serverUrl, templateName), 1);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return {
    template: { kind: 'postgres', serverUrl, templateName },
    teardown: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`),
  };
};

/** Builds one migrated database per run; every test file clones it (support/testApp.ts). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, teardown } = serverUrl
    ? await preparePostgres(serverUrl)
    : await preparePglite();
  project.provide('databaseTemplate', template);
  return teardown;
}

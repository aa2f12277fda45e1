import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createPglite, openPglite, type OpenDatabase } from '../../../server/db/database';
import { databaseFolderIn } from '../../../server/db/dataFolder';
import { storeImage } from '../../../server/files/store';
import { seedDemoBusiness } from '../../../server/seed/demo';
import { pngImage } from './images';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A data folder as a server leaves it: the demo businesses (rows in most tables), an image
 * stored by the files area, and an e-mail written without a mail server. The database starts as
 * the run's migrated template, which is PGlite's on an embedded run. Answers its snapshot.
 */
export const makeDataFolder = async (folder: string) => {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') throw new Error('a data folder is made on an embedded run only');
  await mkdir(databaseFolderIn(folder), { recursive: true });
  const client = await createPglite({
    dataDir: databaseFolderIn(folder),
    loadDataDir: new Blob([await readFile(template.dumpPath)]),
  });
  try {
    const database = openPglite(client);
    await seedDemoBusiness(database.db);
    const { rows } = await database.query('select id from businesses order by id limit 1');
    await storeImage(
      database.db,
      String(rows[0].id),
      { field: 'file', content: pngImage(40, 30) },
      { maxBytes: 1_000_000 },
    );
    await mkdir(path.join(folder, 'mail'));
    await writeFile(
      path.join(folder, 'mail', 'welcome.eml'),
      'Subject: Welcome to Saluni\n\nHello',
    );
    return await snapshotOf(database);
  } finally {
    await client.close();
  }
};

/**
 * Every row of every table (the migrations' own included), as JSON text, by table: bytes come
 * out as hex, so an image compares by content.
 */
export const snapshotOf = async (database: OpenDatabase) => {
  const { rows: tables } = await database.query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const { rows } = await database.query(
      `select row_to_json(t)::text as row from "${schema}"."${name}" t`,
    );
    snapshot[`${schema}.${name}`] = rows.map((row) => String(row.row)).sort();
  }
  return snapshot;
};

/** Runs one of `scripts/backup/` as its npm script does (tsx), on the data folder `dataDir`. */
export const runScript = (script: 'backup' | 'restore', args: string[], dataDir: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, `scripts/backup/${script}.ts`), ...args],
      { cwd: ROOT, env: { ...inherited, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

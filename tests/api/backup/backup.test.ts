import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openPglite } from '../../../server/db/database';
import { lockDataFolder, openDataFolder } from '../../../server/db/dataFolder';
import { entriesUnder, writeArchive } from '../../../scripts/backup/archive';
import { backUpDataFolder, restoreDataFolder } from '../../../scripts/backup/dataFolderBackup';
import { makeDataFolder, runScript, snapshotOf } from '../support/dataFolderBackup';

const roots: string[] = [];
const tempRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'saluni-backup-test-'));
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const migrationsApplied = async (query: (sql: string) => Promise<{ rows: unknown[] }>) => {
  const { rows } = await query('select count(*)::int as count from drizzle.__drizzle_migrations');
  return (rows[0] as { count: number }).count;
};

/** Every file and folder under `folder` with its content: what a refused restore must not change. */
const fingerprintOf = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(folder, file)}:${entry.isFile() ? readFileSync(file, 'hex') : 'folder'}`;
    })
    .sort();

// The embedded database's commands: a run on PostgreSQL has nothing more to find here.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'npm run backup and npm run restore (embedded database)',
  () => {
    it('backs up a data folder, and restores it wiped: every row of every table, the image and the e-mail', async () => {
      const root = tempRoot();
      const folder = path.join(root, 'data');
      const before = await makeDataFolder(folder);
      // The demo fills most tables: a restore that lost any of them would show.
      const filled = Object.values(before).filter((rows) => rows.length > 0);
      expect(filled.length).toBeGreaterThan(30);
      expect(before['public.stored_files']).toHaveLength(1);

      const archive = path.join(root, 'saluni.tar.gz');
      const backup = await runScript('backup', ['--out', archive], folder);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${archive}`);

      rmSync(folder, { recursive: true });
      const restore = await runScript('restore', [archive], folder);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Restored ${folder} from ${archive}`);
      // Nothing left beside the folder: no copy being unpacked, no previous folder.
      expect(readdirSync(root).sort()).toEqual(['data', 'saluni.tar.gz']);

      // Opened as a server starts: the lock, then migrations, which find nothing to do.
      const { client, release } = await openDataFolder(folder);
      try {
        const database = openPglite(client);
        const applied = await migrationsApplied(database.query);
        await migrateDatabase(database);
        expect(await migrationsApplied(database.query)).toBe(applied);
        expect(await snapshotOf(database)).toEqual(before);
      } finally {
        await client.close();
        await release();
      }
      expect(readFileSync(path.join(folder, 'mail', 'welcome.eml'), 'utf8')).toContain('Welcome');
      // Two commands' start-up, four databases opened and the demo's rows: more than a test's
      // usual time on a busy machine.
    }, 120_000);

    it('refuses a missing or damaged archive, and a folder in use, leaving the folder as it was', async () => {
      const root = tempRoot();
      // The refusals come before any database is opened: a folder of plain files shows they left it alone.
      const folder = path.join(root, 'data');
      mkdirSync(path.join(folder, 'pgdata'), { recursive: true });
      mkdirSync(path.join(folder, 'mail'));
      await writeFile(path.join(folder, 'pgdata', 'PG_VERSION'), '17\n');
      await writeFile(path.join(folder, 'mail', 'kept.eml'), 'Subject: kept');
      const fingerprint = fingerprintOf(folder);

      const valid = path.join(root, 'valid.tar.gz');
      await writeArchive(
        valid,
        [{ name: 'saluni-backup.json', bytes: Buffer.from('{}') }],
        folder,
        await entriesUnder(folder, new Set()),
      );
      const truncated = path.join(root, 'truncated.tar.gz');
      await writeFile(truncated, readFileSync(valid).subarray(0, 60));
      const notAnArchive = path.join(root, 'notes.txt');
      await writeFile(notAnArchive, 'not a backup');

      // The command as an operator runs it, once: its message and exit code.
      const damaged = await runScript('restore', [truncated], folder);
      expect(damaged.stderr.trim()).toBe('The archive is damaged or is not a Saluni backup.');
      expect(damaged.code).toBe(1);
      expect(fingerprintOf(folder)).toEqual(fingerprint);

      // The other refusals through the same function, in this process.
      const refusals: [archive: string, message: string][] = [
        [path.join(root, 'missing.tar.gz'), 'There is no backup at'],
        [notAnArchive, 'The archive is damaged or is not a Saluni backup.'],
        [valid, 'This archive is not a Saluni backup this version can restore.'],
      ];
      for (const [archive, message] of refusals) {
        await expect(restoreDataFolder(archive, folder, () => undefined)).rejects.toThrow(message);
        expect(fingerprintOf(folder)).toEqual(fingerprint);
      }

      // A server holds the folder: neither command touches it.
      const release = await lockDataFolder(folder);
      try {
        await expect(restoreDataFolder(valid, folder, () => undefined)).rejects.toThrow(
          `A Saluni server is using the data folder ${folder}. Stop it before restoring`,
        );
        await expect(
          backUpDataFolder(folder, path.join(root, 'new.tar.gz'), () => undefined),
        ).rejects.toThrow(
          `A Saluni server is using the data folder ${folder}. Stop it, then back up again`,
        );
      } finally {
        await release();
      }
      expect(fingerprintOf(folder)).toEqual(fingerprint);
      expect(readdirSync(root).sort()).toEqual([
        'data',
        'notes.txt',
        'truncated.tar.gz',
        'valid.tar.gz',
      ]);
    }, 60_000);
  },
);

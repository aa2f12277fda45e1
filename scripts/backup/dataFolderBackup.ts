import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createPglite } from '../../server/db/database';
import {
  DataFolderLockedError,
  LOCK_ENTRIES,
  databaseFolderIn,
  lockDataFolder,
} from '../../server/db/dataFolder';
import { entriesUnder, writeArchive } from './archive';
import { unpackArchive } from './unpackArchive';

/** A refusal the operator can act on: its message is the whole story, no stack needed. */
export class BackupError extends Error {}

/** The archive's first entry: what it is, for a restore to check before replacing anything. */
const MANIFEST_NAME = 'saluni-backup.json';
const FORMAT = 'saluni-data-folder';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** Migrations applied to the database when it was copied. */
  migrations: number;
}

const knownMigrations = (): number => {
  const journal = new URL('../../server/db/migrations/meta/_journal.json', import.meta.url);
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
};

/**
 * Opens the embedded database in `databaseFolder` and closes it cleanly: an unclean folder (a
 * server killed) is recovered first, and a clean shutdown leaves the files complete on their own.
 * Answers how many migrations it has.
 */
const openAndClose = async (databaseFolder: string): Promise<number> => {
  const client = await createPglite({ dataDir: databaseFolder });
  try {
    const { rows: tables } = await client.query(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
    );
    if (!(tables[0] as { migrated: boolean }).migrated) return 0;
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return rows[0].count;
  } finally {
    await client.close();
  }
};

const lockOrRefuse = async (folder: string, refusal: string) => {
  try {
    return await lockDataFolder(folder);
  } catch (error) {
    if (error instanceof DataFolderLockedError) throw new BackupError(refusal);
    throw error;
  }
};

/** A name that sorts by time and is valid on every file system: 2026-11-29T16-30-00Z. */
export const timestamp = (at = new Date()) =>
  `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;

const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Copies the data folder (the embedded database, whose tables hold the uploaded files, and the
 * e-mail written without a mail server) into one archive at `out`. It holds the folder's lock
 * throughout, so it refuses while a server runs, and no server starts until it is done.
 */
export const backUpDataFolder = async (
  folder: string,
  out: string,
  report: (line: string) => void,
) => {
  if (!existsSync(path.join(databaseFolderIn(folder), 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${folder} (DATA_DIR).`);
  if (isInside(folder, out))
    throw new BackupError(`Write the backup outside the data folder ${folder}.`);
  if (!existsSync(path.dirname(out)))
    throw new BackupError(`The folder ${path.dirname(out)} does not exist.`);
  if (existsSync(out)) throw new BackupError(`${out} already exists.`);
  const release = await lockOrRefuse(
    folder,
    `A Saluni server is using the data folder ${folder}. Stop it, then back up again: the backup copies the folder while nothing writes to it.`,
  );
  const partial = `${out}.partial`;
  try {
    report(`Backing up ${folder}`);
    const migrations = await openAndClose(databaseFolderIn(folder));
    const entries = await entriesUnder(folder, new Set(LOCK_ENTRIES));
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
    };
    report(`Writing ${entries.length} files and folders`);
    await rm(partial, { force: true });
    // Under another name until complete: a backup cut short never looks like a finished one.
    await writeArchive(
      partial,
      [{ name: MANIFEST_NAME, bytes: Buffer.from(JSON.stringify(manifest)) }],
      folder,
      entries,
    );
    await rename(partial, out);
    const megabytes = (await stat(out)).size / 1024 / 1024;
    report(`Backup written to ${out} (${megabytes.toFixed(1)} MB)`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await release();
  }
};

const readManifest = (bytes: Buffer): Manifest => {
  try {
    const manifest = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
    if (
      manifest.format === FORMAT &&
      manifest.version === 1 &&
      typeof manifest.migrations === 'number'
    )
      return manifest as Manifest;
  } catch {
    // Not JSON: the refusal below.
  }
  throw new BackupError('This archive is not a Saluni backup this version can restore.');
};

/** Unpacks and checks the archive in `staging`; anything wrong refuses, with `staging` left to remove. */
const unpackAndCheck = async (archive: string, staging: string, report: (line: string) => void) => {
  report(`Unpacking ${archive}`);
  const manifest = readManifest(await unpackArchive(archive, MANIFEST_NAME, staging));
  if (manifest.migrations > knownMigrations())
    throw new BackupError(
      'This backup was made by a newer version of Saluni: update Saluni, then restore it.',
    );
  const databaseFolder = databaseFolderIn(staging);
  if (!existsSync(path.join(databaseFolder, 'PG_VERSION')))
    throw new BackupError('The archive holds no embedded database.');
  report(`Checking the database of the backup made ${manifest.createdAt}`);
  if ((await openAndClose(databaseFolder)) !== manifest.migrations)
    throw new BackupError('The database in the archive is not the one that was backed up.');
};

const moveEntries = async (from: string, to: string, names: string[]) => {
  for (const name of names) await rename(path.join(from, name), path.join(to, name));
};

/**
 * Moves the folder's entries (all but its lock, held throughout) to `previous`, then the restored
 * ones in from `staging`: renames on one file system, a moment's work. If one fails, what moved
 * goes back, so the folder is either the old one or the restored one.
 */
const swapContents = async (folder: string, staging: string, previous: string) => {
  const current = (await readdir(folder)).filter((name) => !LOCK_ENTRIES.includes(name));
  const restored = await readdir(staging);
  await mkdir(previous, { mode: 0o700 });
  await moveEntries(folder, previous, current);
  try {
    await moveEntries(staging, folder, restored);
  } catch (error) {
    const movedIn = restored.filter((name) => existsSync(path.join(folder, name)));
    await moveEntries(folder, staging, movedIn);
    await moveEntries(previous, folder, current);
    await rm(previous, { recursive: true, force: true });
    throw error;
  }
};

/**
 * Replaces the data folder with the archive's copy. The archive is unpacked and its database
 * opened beside the folder first; only then are the folder's contents swapped for it, so a
 * damaged archive leaves the folder as it was. Holds the folder's lock throughout, so it refuses
 * while a server runs and no server starts until it is done.
 */
export const restoreDataFolder = async (
  archive: string,
  folder: string,
  report: (line: string) => void,
) => {
  if (!existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const release = await lockOrRefuse(
    folder,
    `A Saluni server is using the data folder ${folder}. Stop it before restoring: a restore replaces the folder.`,
  );
  const stamp = timestamp();
  const staging = `${folder}.restoring-${stamp}`;
  const previous = `${folder}.before-restore-${stamp}`;
  try {
    await mkdir(staging, { mode: 0o700 });
    await unpackAndCheck(archive, staging, report);
    await swapContents(folder, staging, previous);
    await rm(previous, { recursive: true, force: true });
    report(`Restored ${folder} from ${archive}`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
};

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { createPglite } from './database';

export class DataFolderLockedError extends Error {
  constructor(folder: string) {
    super(
      `Another Saluni server is already using the data folder ${folder}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
}

const LOCK_OPTIONS = { stale: 15_000, update: 5_000 };

/** Locks this process holds: a lock naming our pid that is not among them was left by an earlier process. */
const heldHere = new Set<string>();

/**
 * Beside the lock, not in it: proper-lockfile's lock is a directory whose mtime it watches, and
 * a file written inside would change it. Written right after the lock is taken, removed before it
 * is released.
 */
const ownerFile = (lockPath: string) => `${lockPath}.owner`;

const readOwner = (lockPath: string): LockOwner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(lockPath), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : undefined;
  } catch {
    return undefined;
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A lock left by a server that died without releasing it (`kill -9`, power loss): its owner ran
 * on this host and its pid is gone, or is our own (a restarted container reuses pids). A lock
 * without a readable owner, or from another host, is respected until proper-lockfile finds its
 * mtime stale.
 */
const isAbandoned = (lockPath: string) => {
  const owner = readOwner(lockPath);
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(lockPath);
  return !isRunning(owner.pid);
};

const lockFolder = async (folder: string, lockPath: string) => {
  try {
    return await lockfile.lock(folder, { ...LOCK_OPTIONS, lockfilePath: lockPath });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!isAbandoned(lockPath)) throw new DataFolderLockedError(folder);
    rmSync(lockPath, { recursive: true, force: true });
    try {
      return await lockfile.lock(folder, { ...LOCK_OPTIONS, lockfilePath: lockPath });
    } catch (retryError) {
      // Another server started in the moment between.
      if ((retryError as { code?: string }).code === 'ELOCKED')
        throw new DataFolderLockedError(folder);
      throw retryError;
    }
  }
};

/** Where the embedded database keeps its files inside a data folder. */
export const databaseFolderIn = (folder: string) => path.join(folder, 'pgdata');

/** The lock and its owner file: a data folder's only entries that are not data (backups skip them). */
export const LOCK_ENTRIES = ['saluni.lock', ownerFile('saluni.lock')];

/**
 * Takes the data folder's exclusive lock, as a server does for as long as it runs: the backup and
 * restore commands hold it too, so no server opens the folder under them. Answers its release.
 */
export const lockDataFolder = async (folder: string): Promise<() => Promise<void>> => {
  mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, 'saluni.lock');
  const unlock = await lockFolder(folder, lockPath);
  writeFileSync(
    ownerFile(lockPath),
    JSON.stringify({ pid: process.pid, hostname: os.hostname() } satisfies LockOwner),
  );
  heldHere.add(lockPath);
  return async () => {
    heldHere.delete(lockPath);
    rmSync(ownerFile(lockPath), { force: true });
    await unlock();
  };
};

/**
 * Opens the embedded database in `folder`, holding an exclusive lock on the folder for as long
 * as the server runs: two PGlite processes on one folder would corrupt it.
 */
export const openDataFolder = async (folder: string) => {
  const release = await lockDataFolder(folder);
  const client = await createPglite({ dataDir: databaseFolderIn(folder) });
  return { client, release };
};

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { createPglite } from './database';

export class DataFolderLockedError extends Error {
  constructor(folder: string) {
    super(`Another Saluni server is already using the data folder ${folder}. Stop it first, or set DATA_DIR to another folder.`);
  }
}

/**
 * Opens the embedded database in `folder`, holding an exclusive lock on the folder for as long
 * as the server runs: two PGlite processes on one folder would corrupt it.
 */
export const openDataFolder = async (folder: string) => {
  mkdirSync(folder, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, { lockfilePath: path.join(folder, 'saluni.lock'), stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataFolderLockedError(folder);
    throw error;
  }
  const client = await createPglite({ dataDir: path.join(folder, 'pgdata') });
  return { client, release };
};

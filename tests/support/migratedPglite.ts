import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPglite, migrateDatabase, openPglite } from '../../server/db/database';

/**
 * Migrates one in-memory PGlite and writes its data folder as a tar file, so a run migrates once
 * and every test file starts from a copy (`loadDataDir`). Answers the file and its removal.
 */
export const writeMigratedPglite = async (): Promise<{
  dumpPath: string;
  remove: () => Promise<void>;
}> => {
  const client = await createPglite();
  await migrateDatabase(openPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(
    os.tmpdir(),
    `saluni-migrated-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return { dumpPath, remove: () => rm(dumpPath, { force: true }) };
};

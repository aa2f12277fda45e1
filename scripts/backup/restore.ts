import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config';
import { DamagedArchiveError } from './archive';
import { BackupError, restoreDataFolder } from './dataFolderBackup';
import { operatorFolder, runCommand } from './runCommand';

const USAGE = 'Usage: npm run restore -- <backup file>';

/**
 * `npm run restore -- <file>`: replaces the data folder (DATA_DIR) with a backup made by
 * `npm run backup`. The server must be stopped; a damaged archive leaves the folder as it was.
 */
await runCommand(USAGE, async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = readConfig();
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/backups.md).',
    );
  await restoreDataFolder(path.resolve(operatorFolder(), positionals[0]), config.dataDir, (line) =>
    console.log(line),
  );
}, [BackupError, DamagedArchiveError]);

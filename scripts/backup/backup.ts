import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config';
import { DamagedArchiveError } from './archive';
import { BackupError, backUpDataFolder, timestamp } from './dataFolderBackup';
import { operatorFolder, runCommand } from './runCommand';

/**
 * `npm run backup [-- --out file]`: the embedded database's data folder (DATA_DIR) as one archive,
 * by default `saluni-backup-<time>.tar.gz` in the current folder. The server must be stopped.
 */
await runCommand(
  'Usage: npm run backup [-- --out file]',
  async () => {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    const config = readConfig();
    if (config.databaseUrl)
      throw new BackupError(
        'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/backups.md).',
      );
    const out = path.resolve(operatorFolder(), values.out ?? `saluni-backup-${timestamp()}.tar.gz`);
    await backUpDataFolder(config.dataDir, out, (line) => console.log(line));
  },
  [BackupError, DamagedArchiveError],
);

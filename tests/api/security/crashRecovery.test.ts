import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, openDataFolder } from '../../../server/db/dataFolder';
import {
  exitCodeOf,
  startServer,
  waitUntilListening,
  type ServerProcess,
} from '../support/serverProcess';

const folders: string[] = [];
const started: ServerProcess[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saluni-crash-test-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A lock as a server that has since died left it: the directory and its owner file. */
const leaveLock = (folder: string, owner: { pid: number; hostname: string }) => {
  const lock = path.join(folder, 'saluni.lock');
  mkdirSync(lock, { recursive: true });
  writeFileSync(`${lock}.owner`, JSON.stringify(owner));
};

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('a data-folder lock left behind', () => {
  it('is taken over at once when its owner on this host is gone', async () => {
    const folder = tempFolder();
    leaveLock(folder, { pid: deadPid(), hostname: os.hostname() });
    const opened = await openDataFolder(folder);
    await opened.client.close();
    await opened.release();
  });

  it('is respected when its owner still runs, or ran on another host', async () => {
    const live = tempFolder();
    leaveLock(live, { pid: process.ppid, hostname: os.hostname() });
    await expect(openDataFolder(live)).rejects.toBeInstanceOf(DataFolderLockedError);
    const elsewhere = tempFolder();
    leaveLock(elsewhere, { pid: deadPid(), hostname: `${os.hostname()}-other` });
    await expect(openDataFolder(elsewhere)).rejects.toBeInstanceOf(DataFolderLockedError);
  });
});

describe('the server after kill -9', () => {
  it(
    'starts again on the same folder without waiting for the lock to age, while a live server is still refused',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempFolder();
      const first = await startServer(dataDir, { SEED_DEMO: 'false' });
      started.push(first);
      await waitUntilListening(first, 120_000);
      first.child.kill('SIGKILL');
      await first.exited;
      // A lock touched an hour ahead can never look stale by its age: only its dead owner can free it.
      const ahead = new Date(Date.now() + 3_600_000);
      utimesSync(path.join(dataDir, 'saluni.lock'), ahead, ahead);

      const second = await startServer(dataDir, { SEED_DEMO: 'false' });
      started.push(second);
      await waitUntilListening(second, 120_000);
      expect(second.output().stderr).not.toContain('Another Saluni server');
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);

      const third = await startServer(dataDir, { SEED_DEMO: 'false' });
      started.push(third);
      expect(await exitCodeOf(third)).not.toBe(0);
      expect(third.output().stderr).toContain(
        'Another Saluni server is already using the data folder',
      );

      second.child.kill('SIGTERM');
      expect(await exitCodeOf(second)).toBe(0);
    },
  );
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => { stdout: string; stderr: string; exitSignal: string | null };
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts `server/main.ts` (through tsx) on a data folder, with PGlite and no web app. */
export const startServer = async (
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_ROOT: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exitSignal: string | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      exitSignal = signal;
      resolve(code);
    }),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => ({ stdout, stderr, exitSignal }),
    exited,
  };
};

/** Waits until the server says it runs, or fails with its output when it exits or times out. */
export const waitUntilListening = async (server: ServerProcess, timeoutMs = 45_000) => {
  const started = Date.now();
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (!server.output().stdout.includes('Saluni is running')) {
    if (exitCode !== undefined || Date.now() - started > timeoutMs) {
      const { stdout, stderr, exitSignal } = server.output();
      throw new Error(
        `server did not start (exit code ${exitCode}, signal ${exitSignal})\n${stdout}\n${stderr}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Waits for the exit code, killing the process if it takes longer than `timeoutMs`. */
export const exitCodeOf = async (
  server: ServerProcess,
  timeoutMs = 30_000,
): Promise<number | null> => {
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
};

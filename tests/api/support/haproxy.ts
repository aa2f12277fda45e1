import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './serverProcess';

/** Debian's package (`apt-get install haproxy`); CI installs it when missing (.ci/run). */
export const HAPROXY = '/usr/sbin/haproxy';

/**
 * The configuration docs/deploy.md describes, for local ports: round robin over the app
 * servers, each checked on `GET /healthz`; a request whose connection to a server fails is sent
 * to another one (`redispatch`), never a request a server may already have started on.
 */
export const haproxyConfig = (port: number, servers: { name: string; port: number }[]) =>
  [
    'global',
    '  maxconn 256',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure',
    // The client's address, for the servers' limits per address (TRUST_PROXY).
    '  option forwardfor',
    'frontend saluni',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  default-server check inter 500ms fall 2 rise 1',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    '',
  ].join('\n');

/** Waits (bounded) until HAProxy answers `GET /healthz` with 200 from a server behind it. */
const answering = async (url: string, output: () => string) => {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const status = await fetch(`${url}/healthz`).then(
      (reply) => reply.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not answer\n${output()}`);
};

/** HAProxy in the foreground on a free port, its configuration written to `folder`. */
export const startHaproxy = async (folder: string, servers: { name: string; port: number }[]) => {
  const port = await freePort();
  const configPath = path.join(folder, 'haproxy.cfg');
  await writeFile(configPath, haproxyConfig(port, servers));
  // -db: stay in the foreground, so the test owns the process.
  const child = spawn(HAPROXY, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await answering(url, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    output: () => output,
    stop,
  };
};

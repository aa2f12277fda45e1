// `npm run dev`: the API server (restarting on change) and Vite (hot reload, proxying /v1 to
// the server) together. Both are children of this process and end with it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout } from 'node:timers';

const bin = (name) => path.resolve('node_modules', '.bin', name);

// The binaries are started directly (not through npx, which does not pass signals on). Each
// child leads its own process group: the group is the fallback when a child does not stop.
const start = (command, args) =>
  spawn(command, args, { stdio: 'inherit', env: process.env, detached: true });
const children = [start(bin('tsx'), ['watch', 'server/main.ts']), start(bin('vite'), [])];

const running = (child) => child.exitCode === null && child.signalCode === null;

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  // One signal each: tsx passes it to the server, which closes the database and releases the
  // data folder lock (a second signal would make it exit without that).
  for (const child of children) if (running(child)) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) {
      if (!running(child)) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(code);
  }, 12_000).unref();
};

for (const child of children) {
  child.on('exit', (code) => {
    // One side dying leaves a half-working setup; stop both so the failure is visible.
    stop(code ?? 0);
    if (!children.some(running)) process.exit(code ?? 0);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

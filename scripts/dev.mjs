// `npm run dev`: the API server (restarting on change) and Vite (hot reload, proxying /v1 to
// the server) together. Both are children of this process and end with it.
import { spawn } from 'node:child_process';
import { setTimeout } from 'node:timers';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give the server time to release the data folder lock before exiting.
  setTimeout(() => process.exit(code), 3000).unref();
};

for (const child of children) {
  child.on('exit', (code) => {
    // One side dying leaves a half-working setup; stop both so the failure is visible.
    stop(code ?? 1);
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) process.exit(code ?? 0);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

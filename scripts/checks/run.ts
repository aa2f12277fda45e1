import { spawn } from 'node:child_process';

/**
 * `npm test`'s static checks, run side by side: each is a process of its own, and one after
 * another they left a core idle for most of two minutes. Each check's output is printed whole
 * when it ends, so outputs never interleave; the run fails if any check failed.
 */
const CHECKS = ['typecheck', 'lint', 'format:check', 'walls', 'i18n:check'];

interface Outcome {
  name: string;
  code: number;
  output: string;
}

const run = (name: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output: Buffer.concat(chunks).toString() }),
    );
  });

const outcomes = await Promise.all(
  CHECKS.map(async (name) => {
    const outcome = await run(name);
    const verdict = outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`;
    process.stdout.write(`\n> ${name}: ${verdict}\n${outcome.output}`);
    return outcome;
  }),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
if (failed.length) {
  console.error(`\nChecks failed: ${failed.join(', ')}`);
  process.exit(1);
}

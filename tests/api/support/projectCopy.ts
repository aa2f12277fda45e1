import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The project's root, from tests/api/support. */
export const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A copy of the project as it stands (tracked and new files), sharing node_modules. */
export const copyProject = (): string => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'saluni-recipe-'));
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: projectRoot, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(projectRoot, file), path.join(copy, file));
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
};

export interface CommandResult {
  ok: boolean;
  /** Standard output then standard error, for a failed expectation's message. */
  output: string;
}

/**
 * Runs a command in a copy, as CI would (the environment, TEST_DATABASE_URL included, is passed
 * on), without blocking: the copy's type check and its tests can run side by side.
 */
export const runIn = (copy: string, command: string, args: string[]): Promise<CommandResult> =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: copy,
      env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
    child.on('close', (status) => resolve({ ok: status === 0, output: `${stdout}\n${stderr}` }));
  });

/** Runs `drizzle-kit generate` in a copy, answering with the SQL of the migration it wrote. */
export const generateMigration = async (
  copy: string,
  name: string,
): Promise<CommandResult & { sql: string }> => {
  const generated = await runIn(copy, 'npx', ['drizzle-kit', 'generate', '--name', name]);
  const folder = path.join(copy, 'server/db/migrations');
  const written = readdirSync(folder).find((file) => file.endsWith(`_${name}.sql`));
  return { ...generated, sql: written ? readFileSync(path.join(folder, written), 'utf8') : '' };
};

/** The ```ts blocks of a section of docs/architecture.md, as a reader would copy them. */
export const recipeCode = (heading: string): string[] => {
  const doc = readFileSync(path.join(projectRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf(heading)).split(/\n## /)[0]!;
  return [...section.matchAll(/^( *)```ts\n([\s\S]*?)^\1```/gm)].map(([, indent, code]) =>
    code!
      .split('\n')
      .map((line) => line.slice(indent!.length))
      .join('\n'),
  );
};

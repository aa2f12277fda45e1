import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
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

/** Runs a command in a copy, as CI would, with its output for a failed expectation. */
export const runIn = (copy: string, command: string, args: string[]) => {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
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

import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => join(root, folder, file));

/** Static imports and re-exports (from + a quoted name), bare imports and dynamic import() calls. */
const SPECIFIER = /(?<![.\w])(?:from\s+|import\s*\(?\s*)'([^'\s]+)'/g;

/**
 * The package a bare specifier names: `@scope/name` or `name`; relative paths, Node's modules and
 * the modules a Vite plugin makes at build time (`virtual:pwa-register`) are not packages.
 */
const packageOf = (specifier: string): string | undefined => {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:') ||
    builtinModules.includes(specifier)
  )
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

test('every package the code imports is declared in package.json', () => {
  const undeclared = new Set<string>();
  for (const file of ['src', 'registry', 'texts', 'server', 'tests', 'bench', 'scripts'].flatMap(
    sourceFiles,
  )) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const name = packageOf(specifier);
      if (name && !declared.has(name)) undeclared.add(`${name} (${file.slice(root.length + 1)})`);
    }
  }
  expect([...undeclared]).toEqual([]);
});

import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const RECIPE_HEADING = '## Adding a plain resource';

/** The ```ts blocks of the recipe in docs/architecture.md, as a reader would copy them. */
const recipeCode = (): string[] => {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf(RECIPE_HEADING)).split(/\n## /)[0]!;
  return [...section.matchAll(/^( *)```ts\n([\s\S]*?)^\1```/gm)].map(([, indent, code]) =>
    code!
      .split('\n')
      .map((line) => line.slice(indent!.length))
      .join('\n'),
  );
};

/** A copy of the project as it stands (tracked and new files), sharing node_modules. */
const copyProject = (): string => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'saluni-recipe-'));
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
};

let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
};

test(
  'a plain resource added by the documented recipe type-checks, gets its routes and passes the generated API tests',
  { timeout: 600_000 },
  () => {
    const [declaration, table, toastsEnglish, resourceEnglish, toastsSwahili, resourceSwahili] =
      recipeCode();
    expect(declaration).toContain("name: 'product-brand'");
    expect(table).toContain('productBrands');
    copy = copyProject();

    // Step 1: the declaration, registered in RESOURCES.
    writeFileSync(path.join(copy, 'registry/resources/productBrand.ts'), declaration!);
    const index = path.join(copy, 'registry/index.ts');
    writeFileSync(
      index,
      readFileSync(index, 'utf8')
        .replace(
          "import type { ResourceDeclaration } from './types';",
          "import { productBrand } from './resources/productBrand';\nimport type { ResourceDeclaration } from './types';",
        )
        .replace(
          '  productCategory,\n] as const',
          '  productCategory,\n  productBrand,\n] as const',
        ),
    );
    // Step 2: the table, then its migration.
    appendFileSync(path.join(copy, 'server/db/schema/products.ts'), `\n${table}`);
    const generated = run('npx', ['drizzle-kit', 'generate', '--name', 'product_brands']);
    expect(generated.ok, generated.output).toBe(true);

    // Step 3: the texts, first under `saluni`, then under `resources`, in both languages.
    for (const [file, toasts, resource] of [
      ['texts/areas/inventory.en.ts', toastsEnglish, resourceEnglish],
      ['texts/areas/inventory.sw.ts', toastsSwahili, resourceSwahili],
    ] as const) {
      const catalogue = path.join(copy, file);
      writeFileSync(
        catalogue,
        readFileSync(catalogue, 'utf8')
          .replace('\n  saluni: {\n', `\n  saluni: {\n${toasts}`)
          .replace('\n  resources: {\n', `\n  resources: {\n${resource}`),
      );
    }

    const typecheck = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.ok, typecheck.output).toBe(true);
    const generatedTests = ['crud', 'tenancy', 'badInput', 'indexes'].map(
      (name) => `tests/api/registry/${name}.test.ts`,
    );
    const tests = run('npx', [
      'vitest',
      'run',
      '--project',
      'api',
      ...generatedTests,
      '-t',
      'product-brand',
    ]);
    expect(tests.ok, tests.output).toBe(true);
    // Each generated suite ran for the new resource, none was skipped.
    const passed = Number(/Tests\s+(\d+) passed/.exec(tests.output)?.[1] ?? 0);
    expect(passed, tests.output).toBeGreaterThan(10);
  },
);

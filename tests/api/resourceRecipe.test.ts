import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { copyProject, recipeCode, runIn } from './support/projectCopy';

const RECIPE_HEADING = '## Adding a plain resource';

let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const run = (command: string, args: string[]) => runIn(copy!, command, args);

test(
  'a plain resource added by the documented recipe type-checks, gets its routes and passes the generated API tests',
  { timeout: 600_000 },
  () => {
    const [declaration, table, toastsEnglish, resourceEnglish, toastsSwahili, resourceSwahili] =
      recipeCode(RECIPE_HEADING);
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

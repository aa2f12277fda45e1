import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { generateMigration, recipeCode } from './projectCopy';

const RECIPE_HEADING = '## Adding a plain resource';

/** The generated API suites that must run for the new resource, and its name in their tests. */
export const RESOURCE_TEST_FILES = ['crud', 'tenancy', 'badInput', 'indexes'].map(
  (name) => `tests/api/registry/${name}.test.ts`,
);
export const RESOURCE_TEST_NAME = 'product-brand';

/**
 * Adds a "Product brand" to a copy of the project by the three steps of docs/architecture.md,
 * with its code blocks as written there; answers with its generated migration.
 */
export const applyResourceRecipe = async (copy: string) => {
  const [declaration, table, toastsEnglish, resourceEnglish, toastsSwahili, resourceSwahili] =
    recipeCode(RECIPE_HEADING);
  expect(declaration).toContain("name: 'product-brand'");
  expect(table).toContain('productBrands');

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
      .replace('  productCategory,\n] as const', '  productCategory,\n  productBrand,\n] as const'),
  );
  // Step 2: the table, then its migration.
  appendFileSync(path.join(copy, 'server/db/schema/products.ts'), `\n${table}`);
  const migration = await generateMigration(copy, 'product_brands');

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
  return { migration };
};

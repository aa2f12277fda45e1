import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { copyProject, projectRoot, recipeCode, runIn } from './support/projectCopy';

const RECIPE_HEADING = '## Add an amount to the order';
/** What the recipe may ask a maintainer to edit by hand (issue 26: at most 15 files). */
const MOST_HAND_EDITED_FILES = 15;

/** Step 3's texts: after which line of which catalogue, the lines the recipe names. */
const TEXTS: [file: string, after: string, lines: string[]][] = [
  [
    'src/checkout/texts.en.ts',
    "cartDiscount: 'Discount on the total',",
    ["tip: 'Tip',", "cartTip: 'Tip for the staff',"],
  ],
  [
    'src/checkout/texts.sw.ts',
    "cartDiscount: 'Punguzo kwa jumla',",
    ["tip: 'Bakshishi',", "cartTip: 'Bakshishi kwa wafanyakazi',"],
  ],
  ['src/orders/texts.en.ts', "discount: 'Discount',", ["tip: 'Tip',"]],
  ['src/orders/texts.sw.ts', "discount: 'Punguzo',", ["tip: 'Bakshishi',"]],
  ['src/reports/viewTexts.en.ts', "discounts: 'Discounts',", ["tips: 'Tips',"]],
  ['src/reports/viewTexts.sw.ts', "discounts: 'Punguzo',", ["tips: 'Bakshishi',"]],
  ['texts/serverFrontDesk.en.ts', "discount: 'Discount: %{amount}',", ["tip: 'Tip: %{amount}',"]],
  [
    'texts/serverFrontDesk.sw.ts',
    "discount: 'Punguzo: %{amount}',",
    ["tip: 'Bakshishi: %{amount}',"],
  ],
];

let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Rewrites one file of the copy, failing when the anchor the recipe relies on is gone. */
const edit = (file: string, change: (text: string) => string) => {
  const target = path.join(copy!, file);
  const before = readFileSync(target, 'utf8');
  const after = change(before);
  expect(after, `${file} did not change`).not.toBe(before);
  writeFileSync(target, after);
  edited.add(file);
};
const edited = new Set<string>();

/** Inserts lines after the first line holding `anchor`, at that line's indentation. */
const insertAfter = (anchor: string, lines: string[]) => (text: string) =>
  text.replace(
    new RegExp(`^( *)${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`, 'm'),
    (line, indent: string) => `${line}${lines.map((added) => `${indent}${added}\n`).join('')}`,
  );

test(
  'a tip added by the documented recipe touches at most 15 files, type-checks and is in every total',
  { timeout: 1_800_000 },
  () => {
    const [declaration, column] = recipeCode(RECIPE_HEADING);
    expect(declaration).toContain("key: 'tip'");
    expect(column).toContain("money('tip')");
    copy = copyProject();

    // Step 1: the declaration, after the discount.
    edit('registry/orderAmounts.ts', (text) =>
      text.replace(/^( *)(\{ key: 'discount'.*\n)/m, `$1$2$1${declaration!.trim()}\n`),
    );
    // Step 2: the column of carts and orders (after their discount), then its migration.
    const discountColumn = "discount: money('discount').notNull().default('0'),";
    edit('server/db/schema/orders.ts', (text) =>
      [
        `payOnlyDeposit: boolean('pay_only_deposit').notNull().default(false),\n    ${discountColumn}`,
        `subtotal: money('subtotal').notNull(),\n    ${discountColumn}`,
      ].reduce((schema, anchor) => insertAfter(anchor, [column!.trim()])(schema), text),
    );
    const schema = readFileSync(path.join(copy, 'server/db/schema/orders.ts'), 'utf8');
    expect(schema.match(/money\('tip'\)/g)).toHaveLength(2);
    // Step 3: the texts, in English and Swahili.
    for (const [file, anchor, lines] of TEXTS) edit(file, insertAfter(anchor, lines));

    expect(edited.size).toBeLessThanOrEqual(MOST_HAND_EDITED_FILES);
    const generated = runIn(copy, 'npx', ['drizzle-kit', 'generate', '--name', 'order_tip']);
    expect(generated.ok, generated.output).toBe(true);

    const typecheck = runIn(copy, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.ok, typecheck.output).toBe(true);
    // The proof runs as a test of the copy: cart, order, receipt and sales report.
    writeFileSync(
      path.join(copy, 'tests/api/orders/tipRecipe.test.ts'),
      readFileSync(path.join(projectRoot, 'tests/api/orders/tipRecipe.fixture.ts'), 'utf8'),
    );
    const tests = runIn(copy, 'npx', [
      'vitest',
      'run',
      '--project',
      'api',
      'tests/api/orders/tipRecipe.test.ts',
    ]);
    expect(tests.ok, tests.output).toBe(true);
    expect(tests.output).toMatch(/Tests\s+1 passed/);
  },
);

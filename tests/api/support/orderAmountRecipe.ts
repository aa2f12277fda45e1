import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { generateMigration, projectRoot, recipeCode } from './projectCopy';

const RECIPE_HEADING = '## Add an amount to the order';

/** Where the proof of the tip runs in the copy, and the name of its test. */
export const TIP_TEST_FILE = 'tests/api/orders/tipRecipe.test.ts';
export const TIP_TEST_NAME = 'a tip is on the cart, the order, the receipt and the sales report';

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

/** Inserts lines after the first line holding `anchor`, at that line's indentation. */
const insertAfter = (anchor: string, lines: string[]) => (text: string) =>
  text.replace(
    new RegExp(`^( *)${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`, 'm'),
    (line, indent: string) => `${line}${lines.map((added) => `${indent}${added}\n`).join('')}`,
  );

/**
 * Adds a tip to the order in a copy of the project by the steps of docs/architecture.md, then
 * copies the proof (tests/api/orders/tipRecipe.fixture.ts) there as a test; answers with the
 * files edited by hand and the generated migration.
 */
export const applyOrderAmountRecipe = async (copy: string) => {
  const [declaration, column] = recipeCode(RECIPE_HEADING);
  expect(declaration).toContain("key: 'tip'");
  expect(column).toContain("money('tip')");

  const edited = new Set<string>();
  /** Rewrites one file of the copy, failing when the anchor the recipe relies on is gone. */
  const edit = (file: string, change: (text: string) => string) => {
    const target = path.join(copy, file);
    const before = readFileSync(target, 'utf8');
    const after = change(before);
    expect(after, `${file} did not change`).not.toBe(before);
    writeFileSync(target, after);
    edited.add(file);
  };

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
  const migration = await generateMigration(copy, 'order_tip');

  // The proof runs as a test of the copy: cart, order, receipt and sales report.
  writeFileSync(
    path.join(copy, TIP_TEST_FILE),
    readFileSync(path.join(projectRoot, 'tests/api/orders/tipRecipe.fixture.ts'), 'utf8'),
  );
  return { edited, migration };
};

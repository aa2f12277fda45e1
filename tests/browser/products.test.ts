import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { pngImage } from '../api/support/images';
import { setupBrowser } from './support/browser';
import { setupServer } from './support/server';
import { openRoute, signUpThroughEmail, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

/** PNGs the uploader and the server accept (at least 700x500). */
const images = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `${name}-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: pngImage(720 + index, 520),
  }));

/** Signs up as a new owner through the e-mailed link, and creates a business. */
const signUpWithBusiness = async (page: Page) => {
  await signUpThroughEmail(page, server, 'Wanjiru Kamau', `wanjiru-${Date.now()}@example.com`);
  await page.getByLabel('Business name').fill('Wanjiru Beauty');
  await page.getByRole('button', { name: 'Create business' }).click();
  await toast(page, 'Business created');
};

/** Picks `options` in the MUI select labelled `label` inside `scope`. */
const pick = async (page: Page, scope: Locator | Page, label: string, options: string[]) => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const listbox = page.getByRole('listbox');
  for (const option of options)
    await listbox.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
};

const createOption = async (page: Page, name: string, values: string) => {
  await page.getByRole('button', { name: 'New Option' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Option Name').fill(name);
  await dialog.getByLabel('Option Values').fill(values);
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect(await toast(page, 'Option Created')).toContain('Success');
  await page.locator(`[data-option="${name}"]`).waitFor();
};

test('an owner creates options, a category and a variant product with images, sees it in the list and exports inventory.csv', async () => {
  const { page } = browser;
  await signUpWithBusiness(page);

  // The menu leads to the hub; tabs live in the URL.
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByRole('tab', { name: 'Sale Products', selected: true }).waitFor();
  await page.getByText('No sale products to display').waitFor();
  await page.getByRole('tab', { name: 'Options' }).click();
  expect(page.url()).toContain('tab=options');
  await createOption(page, 'Color', 'Red, Blue');
  await createOption(page, 'Size', 'S, M');

  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'New Category' }).click();
  await page.getByRole('dialog').getByLabel('Category Name').fill('Accessories');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Category Created')).toContain('Success');

  // Back returns to the Options tab, as the URL keeps it.
  await page.goBack();
  await page.getByRole('tab', { name: 'Options', selected: true }).waitFor();

  await openRoute(page, server.url, '/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  expect(page.url()).toContain('/products/create?inStore=false');
  await page.getByRole('button', { name: 'Variant Product' }).click();
  await page.getByLabel('Product Title').fill('Silk Scarf');
  await page.getByLabel('Short Description').fill('Hand-rolled silk scarf');
  await page.getByLabel('Brand').fill('Kitenge Co');
  await pick(page, page, 'Category', ['Accessories']);
  await page.getByLabel('Product images').setInputFiles(images('scarf', 2));

  const optionSetRow = (index: number) => page.locator(`[data-option-set-row="${index}"]`);
  await pick(page, optionSetRow(0), 'Option', ['Color']);
  await pick(page, optionSetRow(0), 'Option Values', ['Red', 'Blue']);
  await page.getByRole('button', { name: 'Add another option' }).click();
  await pick(page, optionSetRow(1), 'Option', ['Size']);
  await pick(page, optionSetRow(1), 'Option Values', ['S', 'M']);

  const combinations = [
    ['Red', 'S', '2'],
    ['Red', 'M', '3'],
    ['Blue', 'S', '4'],
    ['Blue', 'M', '5'],
  ];
  for (const [index, [color, size, stock]] of combinations.entries()) {
    await page.getByRole('button', { name: 'Add Variant' }).click();
    const panel = page.locator(`[data-variant="${index + 1}"]`);
    await panel.getByRole('button', { name: 'Add Option' }).click();
    await panel.getByRole('button', { name: 'Add Option' }).click();
    const optionRow = (row: number) => panel.locator(`[data-option-row="${row}"]`);
    await pick(page, optionRow(0), 'Option', ['Color']);
    await pick(page, optionRow(0), 'Value', [color]);
    await pick(page, optionRow(1), 'Option', ['Size']);
    await pick(page, optionRow(1), 'Value', [size]);
    // New variants start with stock 0; the opening quantity goes to the General warehouse.
    expect(await panel.getByLabel('Stock Quantity').inputValue()).toBe('0');
    await panel.getByLabel('Stock Quantity').fill(stock);
    await panel.getByLabel('SKU', { exact: true }).fill(`SCARF-${color.toUpperCase()}-${size}`);
    await panel.getByLabel('Retail Price').fill('1200');
    await panel
      .getByLabel(`Images of variant ${index + 1}`)
      .setInputFiles(images(`variant-${index + 1}`, 1));
    await panel.getByRole('img', { name: `variant-${index + 1}-1.png` }).waitFor();
  }
  expect(await page.getByRole('button', { name: 'Add Variant' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: 'Create Product' }).click();
  expect(await toast(page, 'Product Created')).toContain('Success');
  await page.waitForURL(/#\/products$/);

  // 2 + 3 + 4 + 5 = 14 in stock: below 50, the medium (yellow) level.
  const row = page.locator('[data-product="Silk Scarf"]');
  await row.waitFor();
  const chip = row.locator('[data-stock-level]');
  expect(await chip.innerText()).toBe('14');
  expect(await chip.getAttribute('data-stock-level')).toBe('medium');
  expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(251, 192, 45)',
  );
  expect(await row.getByRole('cell', { name: 'Variant', exact: true }).count()).toBe(1);
  await row.getByText('SCARF-RED-S, SCARF-RED-M, SCARF-BLUE-S, SCARF-BLUE-M').waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('inventory.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n').filter((line) => line.includes('Silk Scarf'))).toHaveLength(4);

  // The edit screen shows the variants with their availability and images.
  await row.getByRole('link', { name: 'Edit Silk Scarf' }).click();
  await page.getByRole('table', { name: 'Variants' }).waitFor();
  expect(await page.getByRole('table', { name: 'Variants' }).getByText('In Stock').count()).toBe(4);
  expect(await page.locator('img[src^="/v1/file/"]').count()).toBe(2);

  // A variant's positions are recomputed from the ledger, and its stock is shown per warehouse.
  const table = page.getByRole('table', { name: 'Variants' });
  await table
    .getByRole('button', { name: /^Synchronize stock positions of / })
    .first()
    .click();
  expect(
    await toast(
      page,
      /Stock positions synchronized - Total: \d+ units, Sales Warehouse: \d+ units/,
    ),
  ).toContain('Success');
  await table
    .getByRole('button', { name: /^Stock of .* by warehouse$/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('cell', { name: 'General' }).waitFor();
  // The dialog hides the rest of the page from the accessibility tree, the toast included.
  await page.getByText('Warehouse stock data loaded successfully').waitFor();
  await page.keyboard.press('Escape');
  await table.getByRole('cell', { name: 'SCARF-BLUE-M', exact: true }).waitFor();

  // The opening stock entries name each variant by its SKU.
  await openRoute(page, server.url, '/products?tab=products&productTab=stock');
  await page.getByRole('cell', { name: 'SCARF-BLUE-M', exact: true }).waitFor();
});

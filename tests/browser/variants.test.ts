import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { inventoryScreensEnglish } from '../../src/products/texts.en';
import { specScreensEnglish } from '../../texts/specScreens.en';
import { en } from '../../src/i18n/en';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { serverEnglish } from '../../texts/server.en';
import { serverSwahili } from '../../texts/server.sw';
import { sw } from '../../src/i18n/sw';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, signInOnPhoneInSwahili, toast, waitForDashboard } from './support/ui';

/**
 * Variants at once (issue 25 item 10): the demo owner makes a variant product of every Colour x
 * Size combination and then adds a typed size to it, on a desk in English and on a phone in
 * Swahili, counting the clicks it takes.
 */
const server = setupServer();
const browser = setupBrowser();

/** The English screens load the inventory texts with the area, as the app does. */
const english = [inventoryScreensEnglish, specScreensEnglish].reduce<MessageTree>(
  (merged, texts) => deepMerge(merged, texts as MessageTree),
  en as unknown as MessageTree,
);

type Say = (key: string, values?: Record<string, string>) => string;

/** A text of a catalogue by its key, placeholders filled. */
const textOf = (catalogue: unknown, key: string, values: Record<string, string> = {}): string => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as MessageTree)[part] : undefined),
      catalogue,
    );
  if (typeof text !== 'string') throw new Error(`No text for ${key}`);
  return text.replace(/%\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
};

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

const makeVariants = async (page: Page, say: Say, sayServer: Say, title: string) => {
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  /** Picks `options` in the MUI select labelled `label` inside `scope`: one click to open, one per option. */
  const pick = async (scope: Locator, label: string, options: string[]) => {
    await click(scope.getByRole('combobox', { name: label, exact: true }));
    const listbox = page.getByRole('listbox');
    for (const option of options)
      await click(listbox.getByRole('option', { name: option, exact: true }));
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
  };

  await openRoute(page, server.url, '/products/create?inStore=false');
  await click(
    page.getByRole('button', { name: say('saluni.inventory.productTypes.variantProduct') }),
  );
  await page.getByLabel(say('saluni.inventory.fields.title')).fill(title);
  await page.getByLabel(say('saluni.inventory.fields.shortDescription')).fill('Long lasting');
  const optionSetRow = (index: number) => page.locator(`[data-option-set-row="${index}"]`);
  await pick(optionSetRow(0), say('saluni.inventory.options.option'), ['Colour']);
  await pick(optionSetRow(0), say('saluni.inventory.options.values'), ['Red', 'Nude', 'Clear']);
  await click(page.getByRole('button', { name: say('saluni.inventory.options.addRow') }));
  await pick(optionSetRow(1), say('saluni.inventory.options.option'), ['Size']);
  await pick(optionSetRow(1), say('saluni.inventory.options.values'), ['250ml', '500ml']);

  // The old way's skipped step: a variant whose values were never chosen is refused in one short line.
  await page.getByRole('button', { name: say('saluni.inventory.form.addVariant') }).click();
  await page.getByRole('button', { name: say('saluni.inventory.form.createProduct') }).click();
  await toast(
    page,
    sayServer('saluni.catalogue.product.variantMissingValue', { n: '1', option: 'Colour' }),
  );
  await page
    .getByRole('button', { name: say('saluni.inventory.form.removeVariant', { n: '1' }) })
    .click();
  await noSidewaysScroll(page);

  await click(
    page.getByRole('button', { name: say('saluni.inventory.variants.builder.allCombinations') }),
  );
  await page
    .getByText(say('saluni.inventory.form.variantCount', { count: '6', max: '6' }))
    .waitFor();
  const sixth = page.locator('[data-variant="6"]');
  const sku = await sixth
    .getByLabel(say('saluni.inventory.fields.sku'), { exact: true })
    .inputValue();
  expect(sku).toMatch(/^[A-Z]+-CLE-500$/);
  await noSidewaysScroll(page);
  await click(page.getByRole('button', { name: say('saluni.inventory.form.createProduct') }));
  await toast(page, say('saluni.spec.toast.product.created'));
  // Six variants with their values from 15 clicks; one by one it took 4 per variant more (Add Variant, two option rows, two values each).
  expect(clicks).toBeLessThanOrEqual(15);

  // On the product: tick nothing new, type a size, and the three new combinations are made at once.
  await page.waitForURL(/#\/products$/);
  await page.locator(`[data-product="${title}"]`).locator('a[href*="/products/edit/"]').click();
  const table = page.getByRole('table', { name: say('saluni.inventory.form.variants') });
  await table.getByRole('cell', { name: 'Clear / 500ml', exact: true }).waitFor();
  clicks = 0;
  await click(page.getByRole('button', { name: say('saluni.inventory.variants.builder.open') }));
  const dialog = page.getByRole('dialog');
  const newSize = dialog.getByLabel(
    say('saluni.inventory.variants.builder.newValue', { option: 'Size' }),
  );
  await newSize.fill('1l');
  await newSize.press('Enter');
  await dialog
    .getByText(say('saluni.inventory.variants.builder.ticked', { ticked: '3', total: '3' }))
    .waitFor();
  expect(await dialog.getByText(say('saluni.inventory.variants.builder.exists')).count()).toBe(6);
  await noSidewaysScroll(page);
  // The dialog scrolls inside itself: only downwards.
  expect(
    await dialog
      .locator('.MuiDialogContent-root')
      .evaluate((content) => content.scrollWidth <= content.clientWidth),
  ).toBe(true);
  await click(
    dialog.getByRole('checkbox', {
      name: say('saluni.inventory.variants.builder.tick', { name: 'Nude / 1l' }),
    }),
  );
  await click(
    dialog.getByRole('button', {
      name: say('saluni.inventory.variants.builder.create', { n: '2' }),
    }),
  );
  await toast(page, say('saluni.inventory.variants.builder.created', { n: '2' }));
  await table.getByRole('cell', { name: 'Clear / 1l', exact: true }).waitFor();
  expect(await table.getByRole('row').count()).toBe(1 + 8);
  expect(clicks).toBe(3);
  await noSidewaysScroll(page);
};

test('on a desk in English: every combination from the option values, then more on the product', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await makeVariants(
    page,
    (key, values) => textOf(english, key, values),
    (key, values) => textOf(serverEnglish, key, values),
    'Gloss Polish',
  );
});

test('on a 390 px phone in Swahili: the same, and the page never scrolls sideways', async () => {
  const { page } = browser;
  await signInOnPhoneInSwahili(page, server.url);
  await makeVariants(
    page,
    (key, values) => textOf(sw, key, values),
    (key, values) => textOf(serverSwahili, key, values),
    'Rangi ya Kucha',
  );
});

import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { expect, test } from 'vitest';
import { businesses, products, productVariants } from '../../server/db/schema';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

/** A simple product of the demo salon, written to the database: products belong to the product area's screens. */
const server = setupServer(async ({ db }) => {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.name, 'Saluni Demo Salon'));
  const productId = uuidv7();
  await db.insert(products).values({
    businessId: business!.id,
    id: productId,
    title: 'Argan Hair Oil',
    product_type: 'simple',
    short_description: 'Nourishing oil',
  });
  await db.insert(productVariants).values({
    businessId: business!.id,
    id: uuidv7(),
    productId,
    sku: 'ARGAN-100',
    retail_price: '1200.00',
  });
});
const browser = setupBrowser();

test('the owner reconciles stock into General, then transfers part of it to the back store', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Job titles' }).waitFor();
  await openRoute(page, server.url, '/products?productTab=stock');
  // The demo products' opening stock is already in the ledger.
  await page.getByRole('cell', { name: 'Opening' }).first().waitFor();

  await page.getByRole('button', { name: 'Reconcile Stock' }).click();
  const reconcile = page.getByRole('dialog');
  // Reconciling adds to the stock rather than setting it, and the dialog says so.
  await reconcile
    .getByText('This quantity is added to the stock already in the warehouse')
    .waitFor();
  await reconcile.getByRole('button', { name: 'Save' }).click();
  expect(await reconcile.getByText('This field is required.').count()).toBe(3);
  await reconcile.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Argan Hair Oil' }).click();
  // The only variant is chosen by itself and its retail price fills the selling price.
  await expect.poll(() => reconcile.getByLabel('Selling Price').inputValue()).toBe('1200');
  await reconcile.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: 'General' }).click();
  await reconcile.getByLabel('Quantity').fill('0');
  await reconcile.getByRole('button', { name: 'Save' }).click();
  await reconcile.getByText('Must be greater than 0.').waitFor();
  await reconcile.getByLabel('Quantity').fill('10');
  await reconcile.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Stock Entry Created Successfully')).toContain('Success');
  await page.getByRole('cell', { name: 'Reconciliation' }).waitFor();
  await page.getByRole('cell', { name: DEMO_LOGIN.email }).waitFor();

  await page.getByRole('button', { name: 'Transfer Stock' }).click();
  const transfer = page.getByRole('dialog');
  await transfer.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Argan Hair Oil' }).click();
  await transfer.getByRole('combobox', { name: 'Source Warehouse' }).click();
  await page.getByRole('option', { name: 'General' }).click();
  await transfer.getByText('Available: 10').waitFor();
  await transfer.getByRole('combobox', { name: 'Destination Warehouse' }).click();
  // The destination list leaves out the source.
  expect(await page.getByRole('option', { name: 'General' }).count()).toBe(0);
  await page.getByRole('option', { name: 'Back Store' }).click();
  await transfer.getByLabel('Quantity').fill('11');
  await transfer.getByRole('button', { name: 'Transfer Stock' }).click();
  await transfer.getByText('Cannot exceed available quantity (10)').waitFor();
  await transfer.getByLabel('Quantity').fill('4');
  await transfer.getByRole('button', { name: 'Transfer Stock' }).click();
  expect(await toast(page, 'Stock transferred successfully')).toContain('Success');

  await page.getByRole('cell', { name: 'Back Store' }).waitFor();
  const transferRows = page.getByRole('row').filter({ hasText: 'Transfer' });
  await expect.poll(() => transferRows.count()).toBe(2);
  expect(await transferRows.filter({ hasText: 'Back Store' }).innerText()).toMatch(/IN\s+4/);
  expect(await transferRows.filter({ hasText: 'General' }).innerText()).toMatch(/OUT\s+4/);

  // Filter by warehouse: only the back store's IN remains; clearing brings every row back.
  const allRows = await page.getByRole('row').count();
  await page.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: 'Back Store' }).click();
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => page.getByRole('row').count()).toBe(allRows);
});

test('the owner adds a warehouse and cannot delete General', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Warehouses' }).click();
  await page.getByRole('cell', { name: 'General', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add Warehouse' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByText('Required.').waitFor();
  await dialog.getByLabel('Name').fill('Salon Floor');
  await dialog.getByRole('button', { name: 'Add' }).click();
  expect(await toast(page, 'Warehouse Created')).toContain('Success');
  const row = page.getByRole('row').filter({ hasText: 'Salon Floor' });
  expect(await row.innerText()).toContain('N/A');

  await page.getByRole('button', { name: 'Delete General' }).click();
  await page.getByText('Are you sure you want to delete this warehouse?').waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  expect(await toast(page, 'The General warehouse cannot be deleted')).toContain('Request failed!');
});

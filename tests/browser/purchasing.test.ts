import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { expect, test } from 'vitest';
import { businesses, products, productVariants } from '../../server/db/schema';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

const PRODUCT = 'Shea Butter Mask';
const SUPPLIER = 'Kilimani Cosmetics Wholesale';

/** A simple product of the demo salon with no stock yet, so the quantities below are the whole story. */
const server = setupServer(async ({ db }) => {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.name, 'Saluni Demo Salon'));
  const productId = uuidv7();
  await db.insert(products).values({
    businessId: business!.id,
    id: productId,
    title: PRODUCT,
    product_type: 'simple',
    short_description: 'Deep repair mask',
  });
  await db.insert(productVariants).values({
    businessId: business!.id,
    id: uuidv7(),
    productId,
    sku: 'SHEA-250',
    supply_price: '450.00',
    retail_price: '900.00',
  });
});
const browser = setupBrowser();

/** The product's stock chip in the product list. */
const stockChip = async (page: Page) => {
  await openRoute(page, server.url, '/products?productTab=products');
  const chip = page.locator(`[data-product="${PRODUCT}"] [data-stock-level]`);
  await chip.waitFor();
  return chip;
};

test('the owner buys from a new supplier, receives the goods into General in one confirmed step, then uses some of them', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Job titles' }).waitFor();
  expect(await (await stockChip(page)).innerText()).toBe('out of stock');

  // 1. A new supplier, in one of the demo's supplier categories.
  await openRoute(page, server.url, '/products?productTab=suppliers');
  await page.getByText('Mwangi Beauty Distributors').waitFor();
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const supplierDialog = page.getByRole('dialog', { name: 'Add Supplier' });
  await supplierDialog.getByLabel('Full Name').fill(SUPPLIER);
  await supplierDialog.getByLabel('Phone').fill('+254722555123');
  await supplierDialog.getByLabel('Email').fill('orders@kilimanicosmetics.example.com');
  await supplierDialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Hair care' }).click();
  await supplierDialog.getByRole('button', { name: 'Add', exact: true }).click();
  expect(await toast(page, 'Supplier created')).toContain('Success');
  await page
    .getByRole('row')
    .filter({ hasText: SUPPLIER })
    .getByRole('cell', { name: 'Hair care' })
    .waitFor();

  // 2. A purchase request of 12 at 450 from the new supplier, submitted, then received into General.
  await openRoute(page, server.url, '/products?productTab=purchase-requests');
  await page.getByRole('button', { name: 'New Request' }).click();
  const requestDialog = page.getByRole('dialog', { name: 'New Request' });
  await requestDialog.getByText('No items yet').waitFor();
  await requestDialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: PRODUCT }).click();
  // The only variant is chosen by itself and its supply price fills the unit price.
  await expect.poll(() => requestDialog.getByLabel('Unit Price').inputValue()).toBe('450');
  await requestDialog.getByLabel('Quantity').fill('12');
  await requestDialog.getByRole('button', { name: 'Add Item' }).click();
  const line = requestDialog.getByRole('row').filter({ hasText: PRODUCT });
  expect(await line.innerText()).toMatch(/12\s+Ksh\. 450\.00\s+Ksh\. 5,400\.00/);
  await requestDialog.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: SUPPLIER }).click();
  await requestDialog.getByLabel('Due Date').fill('2027-01-15');
  await requestDialog.getByRole('button', { name: 'Create' }).click();
  expect(await toast(page, 'Purchase Created')).toContain('Success');
  const requestRow = page.getByRole('row').filter({ hasText: SUPPLIER });
  await requestRow.getByText('Created', { exact: true }).waitFor();
  expect(await requestRow.innerText()).toContain('15,January,2027');

  await requestRow.getByRole('button', { name: `View ${SUPPLIER}` }).click();
  const request = page.getByRole('dialog', { name: 'Purchase Request' });
  await request.getByRole('button', { name: 'Submit Request' }).click();
  expect(await toast(page, 'Purchase Submited')).toContain('Success');
  await request.getByText('Submitted', { exact: true }).waitFor();
  await request.getByRole('combobox', { name: 'Receive into warehouse' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await request.getByRole('button', { name: 'Receive Purchase' }).click();
  // One confirmed step: the goods go into stock with the receipt received.
  const confirmReceive = page.getByRole('dialog', { name: 'Receive this purchase?' });
  await confirmReceive
    .getByText(
      'The goods of this request go into stock in General now, with a received purchase receipt. This cannot be undone.',
    )
    .waitFor();
  await confirmReceive.getByRole('button', { name: 'Receive Purchase' }).click();
  expect(await toast(page, 'Purchase Status Updated')).toContain('Success');
  await request
    .getByText('The goods are in stock: a received purchase receipt was made from this request.')
    .waitFor();
  await request.getByText('Received', { exact: true }).waitFor();
  await request.getByRole('button', { name: 'Close' }).click();
  await requestRow.getByText('Received', { exact: true }).waitFor();

  // 3. The request's receipt is already received, in General, with its total.
  await openRoute(page, server.url, '/products?productTab=purchase-receipts');
  const receiptRow = page.getByRole('row').filter({ hasText: SUPPLIER });
  await receiptRow.getByText('Received', { exact: true }).waitFor();
  expect(await receiptRow.innerText()).toMatch(/General[\s\S]*Ksh\. 5,400\.00/);

  // 4. The stock rose by 12: one IN entry of the receipt in the ledger, and the product list's chip.
  await openRoute(page, server.url, '/products?productTab=stock');
  const ledger = page.getByRole('row').filter({ hasText: PRODUCT });
  await ledger.filter({ hasText: 'PurchaseReceipt' }).waitFor();
  expect(await ledger.count()).toBe(1);
  expect(await ledger.innerText()).toMatch(/General\s+IN\s+12\s/);
  await expect.poll(async () => (await stockChip(page)).innerText()).toBe('12');

  // 5. A business usage of 3 from General: pending until confirmed, then out of stock.
  await openRoute(page, server.url, '/products?productTab=stock-usage');
  await page.getByRole('button', { name: 'New Usage' }).click();
  const usageDialog = page.getByRole('dialog', { name: 'New Stock Usage' });
  await usageDialog.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Business' }).click();
  await usageDialog.getByRole('combobox', { name: 'Business Reason' }).click();
  await page.getByRole('option', { name: 'Training/Demo' }).click();
  await usageDialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: PRODUCT }).click();
  await usageDialog.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await usageDialog.getByLabel('Quantity').fill('3');
  await usageDialog.getByRole('button', { name: 'Create' }).click();
  expect(await toast(page, 'Stock usage created successfully')).toContain('Success');
  const usageRow = page.getByRole('row').filter({ hasText: `${PRODUCT} × 3` });
  await usageRow.getByText('Pending', { exact: true }).waitFor();
  expect(await usageRow.innerText()).toContain('Business');

  await usageRow.getByRole('button', { name: 'Usage actions' }).click();
  await page.getByRole('menuitem', { name: 'Confirm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Stock Usage' });
  await confirm.getByText('Confirming takes these items out of stock.').waitFor();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  expect(await toast(page, 'Stock usage confirmed and inventory updated')).toContain('Success');
  await usageRow.getByText('Confirmed', { exact: true }).waitFor();

  await openRoute(page, server.url, '/products?productTab=stock');
  await ledger.filter({ hasText: 'Usage' }).waitFor();
  expect(await ledger.count()).toBe(2);
  expect(await ledger.filter({ hasText: 'Usage' }).innerText()).toMatch(/General\s+OUT\s+3\s/);
  await expect.poll(async () => (await stockChip(page)).innerText()).toBe('9');
});

import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { expect, test } from 'vitest';
import {
  appointments,
  businesses,
  productVariants,
  products,
  purchaseItems,
  purchases,
  suppliers,
} from '../../server/db/schema';
import type { Order } from '../../registry/orders';
import { en } from '../../src/i18n/en';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { ordersScreensEnglish } from '../../src/orders/texts.en';
import { purchasingScreensEnglish } from '../../src/purchases/texts.en';
import { inventoryScreensEnglish } from '../../src/products/texts.en';
import { sw } from '../../src/i18n/sw';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import {
  api,
  openRoute,
  signIn,
  signInOnPhoneInSwahili,
  textOf,
  waitForDashboard,
} from './support/ui';

/**
 * The Nairobi demo salon's screens speak salon (issue 25, item 9): the Sales Ledger reads Sale,
 * the item and its money; an order paid at the till is Collected with no Fulfil; an order line's
 * appointment day is DD/MM/YYYY; the purchase list shows the due date; a submitted purchase is
 * received in one confirmed step. On a desk in English and on a 390 px phone in Swahili.
 */
const SUPPLIERS = { en: 'Mwangi Beauty Distributors', sw: 'Lakeside Nail Supplies' } as const;
let businessId = '';
let appointmentId = '';

const server = setupServer(async ({ db }) => {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.name, 'Saluni Demo Salon'));
  businessId = business!.id;
  // Today's 09:00 visit, paid below with a first instalment: an order still owing money.
  const [visit] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.status, 'completed')))
    .orderBy(asc(appointments.startDate))
    .limit(1);
  appointmentId = visit!.id;
  const [shampoo] = await db
    .select({ productId: products.id, variantId: productVariants.id, title: products.title })
    .from(productVariants)
    .innerJoin(
      products,
      and(
        eq(products.businessId, productVariants.businessId),
        eq(products.id, productVariants.productId),
      ),
    )
    .where(and(eq(products.businessId, businessId), ilike(products.title, '%shampoo%')))
    .limit(1);
  // One submitted request per language, each from its own supplier, due on 15 January 2027.
  for (const name of Object.values(SUPPLIERS)) {
    const [supplier] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.businessId, businessId), eq(suppliers.fullName, name)));
    const id = uuidv7();
    await db.insert(purchases).values({
      businessId,
      id,
      supplierId: supplier!.id,
      status: 'SUBMITTED',
      requiredBy: '2027-01-15',
    });
    await db.insert(purchaseItems).values({
      businessId,
      id: uuidv7(),
      purchaseId: id,
      productId: shampoo!.productId,
      variantId: shampoo!.variantId,
      productName: shampoo!.title,
      quantity: 6,
      unitPrice: '450.00',
    });
  }
});
const browser = setupBrowser();

const english = [
  ordersScreensEnglish,
  purchasingScreensEnglish,
  inventoryScreensEnglish,
].reduce<MessageTree>(
  (catalogue, area) => deepMerge(catalogue, area),
  en as unknown as MessageTree,
);

type Say = (key: string, values?: Record<string, string>) => string;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** The appointment's order: made once (the first test), found by the second. */
const serviceOrder = async (page: Page): Promise<Order> => {
  const paid = await api<{ order?: Order }>(
    page,
    'PUT',
    `/v1/order/retry-appointment-payment/${appointmentId}`,
    {
      businessId,
      payment: { method: 'cash', amount: 1 },
    },
  );
  expect(paid.order, JSON.stringify(paid)).toBeTruthy();
  return paid.order!;
};

const salonScreens = async (page: Page, say: Say, supplier: string) => {
  // 1. The Sales Ledger: Sale, the item, its quantity and money, the order's number; no ids or codes.
  await openRoute(page, server.url, '/products?tab=sales-ledger');
  const sale = page.getByRole('row').filter({ hasText: 'Shampoo' }).first();
  await sale
    .getByRole('cell', { name: say('saluni.orders.ledger.types.SALE'), exact: true })
    .waitFor();
  for (const column of [
    'customer',
    'orderedBy',
    'transaction',
    'orderNo',
    'item',
    'amount',
    'value',
    'date',
  ])
    await page
      .getByRole('columnheader', { name: say(`saluni.orders.ledger.${column}`), exact: true })
      .waitFor();
  expect(await sale.innerText()).toMatch(/KES\s?950\.00/);
  const ledger = await page.getByRole('table').innerText();
  expect(ledger).not.toMatch(UUID);
  expect(ledger).not.toContain('SALES-RETURNS');
  expect(ledger).not.toMatch(/\bSALE\b/);
  await noSidewaysScroll(page);

  // 2. The demo's till sales are paid: Collected, never a web shop's Pending, and no Fulfil.
  await openRoute(page, server.url, '/products?tab=orders');
  const paidRow = page
    .getByRole('row')
    .filter({ has: page.getByText(say('saluni.orders.paymentStatuses.paid'), { exact: true }) })
    .first();
  await paidRow.getByText(say('saluni.orders.statuses.collected'), { exact: true }).waitFor();
  expect(
    await paidRow.getByText(say('saluni.orders.statuses.pending'), { exact: true }).count(),
  ).toBe(0);
  await noSidewaysScroll(page);
  await paidRow.getByRole('link', { name: say('saluni.orders.list.viewOrder') }).click();
  const actions = page.getByRole('group', { name: say('saluni.orders.actions.label') });
  await actions.getByRole('button', { name: say('saluni.orders.actions.print') }).waitFor();
  expect(
    await actions.getByRole('button', { name: say('saluni.orders.actions.fulfil') }).count(),
  ).toBe(0);
  await page.getByText(say('saluni.orders.statuses.collected'), { exact: true }).first().waitFor();
  // Its stock movement reads Sale, as in the ledger, not the movement code.
  await page
    .getByRole('region', { name: say('saluni.orders.page.stock') })
    .getByRole('cell', { name: say('saluni.orders.ledger.types.SALE'), exact: true })
    .waitFor();
  await noSidewaysScroll(page);

  // 3. An order still owing money: its line's appointment day as every date, DD/MM/YYYY.
  const order = await serviceOrder(page);
  await openRoute(page, server.url, `/order/${order._id}`);
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await page
    .getByText(say('saluni.orders.page.appointment', { date: today, time: '09:00' }))
    .waitFor();
  await actions.getByRole('button', { name: say('saluni.orders.actions.fulfil') }).waitFor();
  await noSidewaysScroll(page);

  // 4. The purchase list shows the due date; receiving is one confirmed step.
  await openRoute(page, server.url, '/products?productTab=purchase-requests');
  const requestRow = page.getByRole('row').filter({ hasText: supplier });
  await requestRow
    .getByRole('cell', { name: new RegExp(`^15,${say('saluni.purchases.month')},2027$`) })
    .waitFor();
  await noSidewaysScroll(page);
  await requestRow
    .getByRole('button', { name: `${say('saluni.purchases.ui.view')} ${supplier}` })
    .click();
  const request = page.getByRole('dialog', { name: say('saluni.purchases.ui.request') });
  await request.getByRole('combobox', { name: say('saluni.purchases.ui.receiveInto') }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await request.getByRole('button', { name: say('saluni.purchases.ui.receivePurchase') }).click();
  const confirm = page.getByRole('dialog', { name: say('saluni.purchases.ui.receiveTitle') });
  await confirm
    .getByText(say('saluni.purchases.ui.receiveContent', { warehouse: 'General' }))
    .waitFor();
  await confirm.getByRole('button', { name: say('saluni.purchases.ui.receivePurchase') }).click();
  await request.getByText(say('saluni.purchases.ui.stockReceived')).waitFor();
  await request.getByRole('button', { name: say('saluni.purchases.ui.close') }).click();
  await requestRow.getByText(say('saluni.purchases.statuses.RECEIVED'), { exact: true }).waitFor();
  // Its receipt is already received: nothing left to do on the receipts tab.
  await openRoute(page, server.url, '/products?productTab=purchase-receipts');
  const receiptRow = page.getByRole('row').filter({ hasText: supplier });
  await receiptRow
    .getByText(say('saluni.purchases.receipts.statuses.received'), { exact: true })
    .waitFor();
};

test('on a desk in English', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  const say: Say = (key, values) =>
    key === 'saluni.purchases.month' ? 'January' : textOf(english, key, values);
  await salonScreens(page, say, SUPPLIERS.en);
});

test('on a 390 px phone in Swahili', async () => {
  const { page } = browser;
  await signInOnPhoneInSwahili(page, server.url);
  const say: Say = (key, values) =>
    key === 'saluni.purchases.month' ? 'Januari' : textOf(sw, key, values);
  await salonScreens(page, say, SUPPLIERS.sw);
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn, waitForDashboard } from './support/ui';

/**
 * A line's staff at the till, on a phone (390 px) and a desk (1366 px), in English and in
 * Swahili: a product line in the cart shows its staff picker, a stylist is chosen there, and the
 * order made from the cart names them on its line.
 */
const server = setupServer();
const browser = setupBrowser();

const SHAMPOO = 'Argan Oil Shampoo';
const STYLIST = 'Achieng Odhiambo';

interface Product {
  _id: string;
  title: string;
  variants: { _id: string }[];
}

/** A fresh cart for the demo client holding one shampoo, made through the API as the web app would. */
const shampooCart = async (page: Page) => {
  const businessId = await page.evaluate(() => localStorage.getItem('saluni.currentBusinessId')!);
  const query = (values: Record<string, string>) =>
    new URLSearchParams({ businessId, ...values }).toString();
  const { clientPage } = await api<{ clientPage: { docs: { _id: string }[] } }>(
    page,
    'GET',
    `/v1/client?${query({ q: 'Faith Njeri' })}`,
  );
  const { productPage } = await api<{ productPage: { docs: Product[] } }>(
    page,
    'GET',
    `/v1/product?${query({ q: SHAMPOO, inStore: 'false' })}`,
  );
  const shampoo = productPage.docs.find((product) => product.title === SHAMPOO)!;
  await api(page, 'DELETE', `/v1/cart?${query({})}`);
  await api(page, 'PUT', '/v1/cart', { businessId, clientId: clientPage.docs[0]!._id });
  await api(page, 'POST', '/v1/cart/entry', {
    businessId,
    kind: 'product',
    productId: shampoo._id,
    variantId: shampoo.variants[0]!._id,
  });
  return businessId;
};

/** Chooses the stylist on the cart's shampoo line, pays the cart in cash and opens the order: its line names the stylist. */
const sellWithStylist = async (page: Page, width: number, staffLabel: string) => {
  await page.setViewportSize({ width, height: 844 });
  const businessId = await shampooCart(page);
  await openRoute(page, server.url, '/checkout');
  const line = page.getByRole('listitem', { name: SHAMPOO });
  const picker = line.getByRole('combobox', { name: staffLabel, exact: true });
  await picker.click();
  await page.getByRole('option', { name: STYLIST }).click();
  await expect.poll(() => picker.textContent()).toBe(STYLIST);

  const { cart } = await api<{
    cart: { total: number; entries: { employee: { fullName: string } | null }[] };
  }>(page, 'GET', `/v1/cart?businessId=${businessId}`);
  expect(cart.entries.map((entry) => entry.employee?.fullName)).toEqual([STYLIST]);
  const { order } = await api<{ order: { _id: string } }>(page, 'POST', '/v1/order', {
    businessId,
    payments: [{ method: 'cash', amount: cart.total }],
  });
  await openRoute(page, server.url, `/order/${order._id}`);
  await page.getByRole('columnheader', { name: staffLabel, exact: true }).waitFor();
  const row = page.getByRole('row').filter({ hasText: SHAMPOO });
  await row.getByRole('cell', { name: STYLIST, exact: true }).waitFor();
};

/** The signed-in user's language, kept on the server, read by the app on the reload. */
const speak = async (page: Page, language: 'en' | 'sw') => {
  expect(
    (await api<{ user: { language: string } }>(page, 'PUT', '/v1/user/language', { language })).user
      .language,
  ).toBe(language);
  await page.reload();
  await page.locator('#main-content').waitFor();
};

// The phone first: widening keeps the menu closed, where narrowing a desk's page would open its drawer over the cart.
test("a line's staff is shown and changed at checkout, and the order names them, on a phone and a desk, in English and Swahili", async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await speak(page, 'en');
  await sellWithStylist(page, 390, 'Staff');
  await speak(page, 'sw');
  await sellWithStylist(page, 390, 'Mhudumu');
  await sellWithStylist(page, 1366, 'Mhudumu');
  await speak(page, 'en');
  await sellWithStylist(page, 1366, 'Staff');
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

/**
 * A receptionist's sale on the demo salon: book Faith Njeri's Gel Manicure, check out the
 * service with a bottle of Argan Oil Shampoo and a Birthday Treat voucher, pay part in cash and
 * the rest by M-Pesa (the built-in simulator pays 0712345678 after a short delay), then see the
 * order, its receipt, the stock fall and the sales ledger; refund the shampoo and see it return.
 */
const server = setupServer();
const browser = setupBrowser();

const SHAMPOO = 'Argan Oil Shampoo';

/** The shampoo's stock across warehouses, read as the app reads it. */
const shampooStock = (page: Page): Promise<number> =>
  page.evaluate(async (title) => {
    const businessId = localStorage.getItem('saluni.currentBusinessId')!;
    const reply = await fetch(
      `/v1/product?${new URLSearchParams({ businessId, q: title, inStore: 'false' })}`,
      { credentials: 'include' },
    );
    const { productPage } = (await reply.json()) as {
      productPage: { docs: { title: string; variants: { stock: { stock_position: number } }[] }[] };
    };
    return productPage.docs.find((product) => product.title === title)!.variants[0]!.stock
      .stock_position;
  }, SHAMPOO);

/** Chooses `option` in the combobox `label` inside `scope`, typing `search` first when given. */
const choose = async (
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string | RegExp,
  search?: string,
) => {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  if (search !== undefined) await box.fill(search);
  else await box.click();
  await page.getByRole('option', { name: option }).first().click();
};

test('book, check out a service, a product and a voucher, pay cash and M-Pesa, see the order and the ledger, refund the product', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const stockBefore = await shampooStock(page);

  // 1. Book the appointment; the booking offers Checkout, which carries its service to /checkout.
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const booking = page.getByRole('dialog', { name: 'Book New Appointment' });
  await booking.getByLabel('Date', { exact: true }).fill('10/03/2027');
  await booking.getByLabel('Time', { exact: true }).fill('11:00');
  await choose(page, booking, 'Staff', 'Achieng Odhiambo');
  await choose(page, booking, 'Client', 'Faith Njeri', 'Faith');
  await choose(page, booking, 'Services', 'Gel Manicure', 'Gel');
  await booking.getByRole('button', { name: 'Book' }).click();
  expect(await toast(page, 'Appointment created')).toContain('Success');
  const offer = page.getByRole('dialog', { name: 'Appointment booked' });
  await offer.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/#\/checkout/);
  await page.getByText('Gel Manicure').first().waitFor();
  await page.getByText(/^Appointment: .+ at 11:00$/).waitFor();

  // 2. Add the shampoo and a voucher through the Checkout dialog; the client stays.
  await page.getByRole('button', { name: 'Add items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('button', { name: /Argan Oil Shampoo/ }).click();
  await choose(page, dialog, 'Gift Vouchers', 'Birthday Treat');
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(SHAMPOO).first().waitFor();
  await page.getByText('Birthday Treat').first().waitFor();

  // 3. Pay 1,000 by M-Pesa and the rest in cash.
  const payment = page.getByRole('region', { name: 'Payment' });
  const cashRow = payment.getByRole('group').first();
  const total = Number(await cashRow.getByLabel('Amount', { exact: true }).inputValue());
  await cashRow.getByLabel('Amount', { exact: true }).fill(String(total - 1000));
  await cashRow.getByLabel('Amount tendered').fill(String(total));
  await payment.getByText('Balance left: KES 1,000.00').waitFor();
  await payment.getByRole('button', { name: 'Add payment' }).click();
  const mpesaRow = payment.getByRole('group').nth(1);
  await mpesaRow.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'M-Pesa' }).click();
  await expect.poll(() => mpesaRow.getByLabel('Amount', { exact: true }).inputValue()).toBe('1000');
  await payment.getByText('Change due: KES 1,000.00').waitFor();
  await mpesaRow.getByRole('textbox', { name: 'Mpesa' }).fill('0712345678');
  await payment.getByRole('button', { name: /^Pay / }).click();
  // 'Order Created!' gives way to the push's toasts at once; the page says the phone was asked.
  await page.getByText("Payment request sent to the client's phone 0712345678").first().waitFor();

  // 4. The simulator pays; the order page shows the order paid, its lines and its stock movement.
  await page.waitForURL(/#\/order\//, { timeout: 30_000 });
  await page.getByText('Paid', { exact: true }).first().waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
  const stockSection = page.getByRole('region', { name: 'Stock Movements' });
  await stockSection.getByText(SHAMPOO).waitFor();
  await stockSection.getByRole('cell', { name: 'Sale', exact: true }).waitFor();
  expect(await shampooStock(page)).toBe(stockBefore - 1);

  // 5. The receipt.
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await receipt.getByText('Thank you for your visit').waitFor();
  await receipt.getByText(SHAMPOO).waitFor();
  await receipt.getByRole('button', { name: 'Close' }).click();
  const orderUrl = page.url();

  // 6. The sales ledger shows the sale.
  await openRoute(page, server.url, '/products?tab=sales-ledger');
  await page.getByRole('cell', { name: 'Faith Njeri' }).first().waitFor();
  await page.getByRole('cell', { name: 'Sale', exact: true }).first().waitFor();

  // 7. Refund the shampoo: the stock comes back and the ledger shows the return.
  await page.goto(orderUrl);
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
  await refund.getByRole('spinbutton', { name: SHAMPOO }).fill('1');
  await refund.getByRole('button', { name: 'Refund' }).click();
  expect(await toast(page, 'Order Payment Refund Initialized')).toContain('Success');
  await page.getByText('Partially Refunded').first().waitFor();
  await stockSection.getByRole('cell', { name: 'Return', exact: true }).waitFor();
  expect(await shampooStock(page)).toBe(stockBefore);
  await openRoute(page, server.url, '/products?tab=sales-ledger');
  await page.getByRole('cell', { name: 'Return', exact: true }).first().waitFor();
});

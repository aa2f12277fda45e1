import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { businesses } from '../../server/db/schema';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

/**
 * The demo salon with 5 SMS left: the first send opens Buy An SMS Bundle. Payments go through
 * the built-in M-Pesa simulator (the default provider), which pays a Kenyan mobile after a
 * short delay. The bundles on sale are the payments area's (at least one active).
 */
const server = setupServer(async ({ db }) => {
  await db
    .update(businesses)
    .set({ smsBalance: 5 })
    .where(eq(businesses.name, 'Saluni Demo Salon'));
});
const browser = setupBrowser();

/** The SMS balance the messages page shows, e.g. '5 SMS left'. */
const balanceText = async (page: Page) => {
  await openRoute(page, server.url, '/messages?tab=bundles');
  const balance = page.getByTestId('sms-balance');
  await balance.waitFor();
  return balance.innerText();
};

/** Contact Client from the dashboard, the SMS tab, the demo's VIP clients and a message, then Send. */
const sendSmsToVips = async (page: Page) => {
  await openRoute(page, server.url, '/');
  await page.getByRole('button', { name: 'Contact Client' }).click();
  await page
    .getByRole('dialog', { name: 'Send email to clients' })
    .getByRole('tab', { name: 'SMS' })
    .click();
  // The title follows the tab.
  const panel = page.getByRole('dialog', { name: 'Send SMS to clients' }).getByRole('tabpanel');
  await panel.getByRole('combobox', { name: 'Select Categories' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await panel.getByLabel('Message').fill('Karibu! 20% off every facial this Friday.');
  await panel.getByText('41 characters · 1 SMS per client').waitFor();
  await panel.getByRole('button', { name: 'Send' }).click();
  return panel;
};

test('with 5 SMS left a send opens the buy dialog; an M-Pesa payment credits the balance and the SMS goes', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Messages' }).waitFor();
  expect(await balanceText(page)).toBe('5 SMS left');

  // 1. Too few SMS: no error, the balance toast and Buy An SMS Bundle.
  const panel = await sendSmsToVips(page);
  const buy = page.getByRole('dialog', { name: 'Buy An SMS Bundle' });
  await buy.waitFor();
  expect(await toast(page, 'You have 5 SMS left.')).not.toContain('Request failed!');
  expect(await page.getByRole('alert').filter({ hasText: 'Request failed!' }).count()).toBe(0);

  // 2. The first bundle on sale, its order, then the payment dialog.
  await buy.getByRole('radio').first().check();
  await buy.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Select payment method' });
  await payment.waitFor();
  await payment.getByText(/^Paying for .+ at KES \d+$/).waitFor();
  await payment.getByRole('button', { name: 'Send push STK' }).click();
  await payment.getByText('Phone field is required').waitFor();
  // The number's form is the server's rule, shown under the field.
  await payment.getByRole('textbox', { name: 'Mpesa' }).fill('12345');
  await payment.getByRole('button', { name: 'Send push STK' }).click();
  await payment.getByText('Phone number must be valid').waitFor();
  await payment.getByRole('textbox', { name: 'Mpesa' }).fill('0712345678');
  await payment.getByRole('button', { name: 'Send push STK' }).click();
  expect(await toast(page, 'Payment request sent to your phone')).toContain('Success');

  // 3. The simulator pays after a short delay; the dialog says so and the balance is credited without a reload.
  await payment
    .getByText(/^Paid\. \d+ SMS were added to your balance\.$/)
    .waitFor({ timeout: 30_000 });
  await payment.getByRole('button', { name: 'Close' }).click();
  const credited = await panel.getByText(/^SMS left: \d+$/).innerText();
  expect(Number(credited.replace(/\D/g, ''))).toBeGreaterThan(10);

  // 4. The same message again: queued this time.
  await panel.getByRole('button', { name: 'Send' }).click();
  expect(await toast(page, 'SMS(s) will be sent shortly.')).toContain('Success');

  // The order is listed as paid on the messages page (leaving the dashboard closes the dialog), the SMS too.
  expect(await balanceText(page)).not.toBe('5 SMS left');
  await page.getByRole('list', { name: 'Bundle orders' }).getByText('Paid').first().waitFor();
  await openRoute(page, server.url, '/messages?tab=sms');
  await page.getByRole('button', { name: /Karibu! 20% off every facial this Friday\./ }).waitFor();
});

import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

test('on a 390 px phone in Los Angeles, the Sydney salon buys an AUD SMS bundle by card through the simulator page', async () => {
  const page = await browser.reopen({
    viewport: { width: 390, height: 844 },
    // Not the business's zone: nothing on the way may depend on the browser's.
    timezoneId: 'America/Los_Angeles',
  });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const { businessPage } = await api<{
    businessPage: { docs: { _id: string; country: string }[] };
  }>(page, 'GET', '/v1/business');
  const sydney = businessPage.docs.find((business) => business.country === 'AU')!;
  await page.evaluate((id) => localStorage.setItem('saluni.currentBusinessId', id), sydney._id);

  await openRoute(page, server.url, '/messages?tab=bundles');
  const balance = page.getByTestId('sms-balance');
  const before = Number(/\d+/.exec(await balance.innerText())![0]);

  await page.getByRole('button', { name: 'Buy An SMS Bundle' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy An SMS Bundle' });
  await buy.getByRole('radio', { name: '100 SMS: 100 SMS for A$8.00' }).check();
  expect(await buy.getByText(/KES/).count()).toBe(0);
  await buy.getByRole('button', { name: 'Continue' }).click();

  const payment = page.getByRole('dialog', { name: 'Select payment method' });
  await payment.getByText('Paying for 100 SMS at AUD 8').waitFor();
  expect(await payment.getByRole('textbox', { name: 'Mpesa' }).count()).toBe(0);
  await payment.getByRole('button', { name: 'Card' }).click();

  // The simulator's hosted page, served by the app, in the browser's language.
  await page.waitForURL(/\/card\/simulator\/cs_sim_/);
  await page.getByText('Pay AUD 8.00 for SMS bundle').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the SMS bundles tab: the webhook has settled the order and the balance has grown.
  await page.waitForURL(/#\/messages\?tab=bundles&cardOrder=/);
  await page.getByText('Paid. 100 SMS were added to your balance.').waitFor();
  await page.getByText(`${before + 100} SMS left`).waitFor();
  const line = page.getByRole('list', { name: 'Bundle orders' }).getByRole('listitem').first();
  expect(await line.innerText()).toMatch(
    /100 SMS · 100 SMS · A\$8\.00[\s\S]*Card payment pi_sim_[\s\S]*Paid/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

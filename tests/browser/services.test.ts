import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

test('the owner creates a service with two pricing options and sees it in the list', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Services' }).click();
  // The demo business's own services are listed with their pricing.
  await page.getByRole('cell', { name: 'Gel Manicure', exact: true }).waitFor();

  await openRoute(page, server.url, '/service/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Silk Press');
  await page.getByRole('textbox', { name: 'Option name' }).fill('Short');
  await page.getByRole('spinbutton', { name: 'Price' }).fill('2000');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Option name' }).nth(1).fill('Long');
  await page.getByRole('spinbutton', { name: 'Price' }).nth(1).fill('3500.50');
  await page.getByRole('combobox', { name: 'Duration' }).nth(1).click();
  await page.getByRole('option', { name: '2 Hrs', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Service created')).toContain('Success');

  const row = page.getByRole('row').filter({ hasText: 'Silk Press' });
  await row.waitFor();
  const text = await row.innerText();
  expect(text).toContain('Short · 1 Hr · KES 2,000.00');
  expect(text).toContain('Long · 2 Hrs · KES 3,500.50');
});

import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

test('in the Sydney salon prices read A$ and an Australian mobile typed the local way is kept as +61', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Clients', exact: true }).waitFor();

  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: 'Saluni Sydney Salon' }).click();

  await openRoute(page, server.url, '/service');
  await page.getByText('A$85.00', { exact: false }).first().waitFor();
  expect(await page.getByText(/KES \d/).count()).toBe(0);

  await openRoute(page, server.url, '/client/create');
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('Full name').fill('Olivia Nguyen');
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByLabel('Email').fill('olivia.nguyen@example.com');
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Client created')).toContain('Success');

  await page.getByPlaceholder('Search').fill('olivia');
  await page
    .getByRole('row')
    .filter({ hasText: 'Olivia Nguyen' })
    .getByText('+61412345678')
    .waitFor();
});

import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

test('creating a membership twice with one name shows the duplicate message', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Memberships' }).click();
  await page.getByRole('cell', { name: 'Gold Hair Club', exact: true }).waitFor();

  const create = async (name: string) => {
    await openRoute(page, server.url, '/membership/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2000');
    await page.getByRole('button', { name: 'Save' }).click();
  };
  await create('Weekend Pass');
  expect(await toast(page, 'Membership created')).toContain('Success');
  await page.getByRole('cell', { name: 'Weekend Pass', exact: true }).waitFor();
  await page.getByRole('cell', { name: 'Monthly KES 2,000.00' }).waitFor();

  await create('weekend pass');
  const text = await toast(page, 'Membership with that name already exists');
  expect(text).toContain('Request failed!');
});

test('the owner changes the business settings', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Business settings' }).click();
  const name = page.getByLabel('Business name');
  await expect.poll(() => name.inputValue()).toBe('Saluni Demo Salon');
  await name.fill('Saluni Bondi Salon');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Australia' }).click();
  await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('Australia/Sydney');
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Currency' }).innerText())
    .toBe('Australian dollar (AUD)');
  const slider = page.getByRole('slider', { name: 'Duration in minutes' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await toast(page, 'Business updated')).toContain('Success');

  // A reload shows what the server stored.
  await page.reload();
  await expect.poll(() => page.getByLabel('Business name').inputValue()).toBe('Saluni Bondi Salon');
  await expect
    .poll(() =>
      page.getByRole('slider', { name: 'Duration in minutes' }).getAttribute('aria-valuenow'),
    )
    .toBe('15');
  await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('Australia/Sydney');
});

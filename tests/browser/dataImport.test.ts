/**
 * Importing clients from a CSV file (docs/areas/import.md) in Chromium at 390 px, the browser in
 * a time zone far from the Nairobi salon's: local Kenyan phone numbers are read in the business's
 * country, a row the business already has is a problem that blocks the whole import, and a clean
 * file imports every row.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, waitForDashboard } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

const HEADER = 'Name,Mobile,Email,Gender';
const NEW_CLIENT = 'Amani Wekesa,0798 123 456,amani.wekesa@example.com,F';
/** 0712 345 678 is a demo client's phone already. */
const KNOWN_PHONE = 'Otieno Juma,0712 345 678,otieno.juma@example.com,M';
const OTHER_NEW_CLIENT = 'Zuri Chebet,0745 678 901,zuri.chebet@example.com,Female';

const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n'),
});

const chooseFile = async (page: Page, file: ReturnType<typeof csvFile>) => {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(`${file.name}: 2 rows`).waitFor();
};

/** Nothing on the page is wider than the phone's screen: wide tables scroll inside their box. */
const fitsThePhone = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

test('on a 390 px phone, the owner imports clients with local phone numbers: a clash blocks the file, a clean file imports all', async () => {
  const page = await browser.reopen({
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 390, height: 844 },
  });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await openRoute(page, server.url, '/settings');
  await page.getByRole('link', { name: 'Import from a CSV file' }).click();
  await page.getByRole('radio', { name: 'Clients' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Clients' }).isChecked()).toBe(true);

  await chooseFile(page, csvFile('clients.csv', [NEW_CLIENT, KNOWN_PHONE]));
  await page.getByRole('button', { name: 'Next' }).click();
  // The server matched the columns by their names.
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Phone' }).textContent())
    .toBe('Mobile');
  expect(await page.getByRole('combobox', { name: 'Full name' }).textContent()).toBe('Name');
  await fitsThePhone(page);

  await page.getByRole('button', { name: 'Next' }).click();
  const problems = page.getByRole('table', { name: 'Problems' });
  const clash = problems.getByRole('row').filter({ hasText: 'already exists' });
  await clash.waitFor();
  expect(await clash.getByRole('cell').allTextContents()).toEqual([
    '3',
    'Phone',
    'A client with this phone number already exists',
  ]);
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/All or nothing: fix the file or the mapping first/).waitFor();
  expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

  // A clean file, from the first step again.
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Back' }).click();
  await chooseFile(page, csvFile('clients-fixed.csv', [NEW_CLIENT, OTHER_NEW_CLIENT]));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Phone' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('No problems: every row can be imported.').waitFor();
  // The rows as they will be saved: the phone in international form.
  const sample = page.getByRole('table', { name: 'The first rows as they will be saved' });
  await sample.getByRole('cell', { name: '+254798123456' }).waitFor();
  await fitsThePhone(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import 2 clients?' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await page.getByText('2 clients imported').waitFor();

  await page.getByRole('link', { name: 'See the clients' }).click();
  await page.waitForURL(/#\/client$/);
  await page.getByPlaceholder('Search').fill('wekesa');
  // On a phone the list shows each client's name over their phone.
  const row = page.getByRole('listitem').filter({ hasText: 'Amani Wekesa' });
  await row.getByText('+254798123456').waitFor();
});

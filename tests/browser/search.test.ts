import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { searchEnglish } from '../../src/layout/searchTexts.en';
import { searchSwahili } from '../../src/layout/searchTexts.sw';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { signIn } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

/** A demo client of the Nairobi salon, stored as +254733222333, typed as the front desk says it. */
const CLIENT = 'Faith Njeri';
const LOCAL_PHONE = '0733 222';

type SearchTexts = { label: string };

/**
 * Types the local phone into the app bar's search (behind its icon on a phone), waits for the
 * client among the hits and opens them with Enter or a click: their page must show.
 */
const findClient = async (
  page: Page,
  texts: SearchTexts,
  phone: boolean,
  open: 'Enter' | 'click',
) => {
  if (phone) await page.getByRole('button', { name: texts.label }).click();
  const box = page.getByRole('combobox', { name: texts.label });
  await box.fill(LOCAL_PHONE);
  // The client's own line, which shows the number; their appointments are listed too.
  const hit = page.getByRole('option').filter({ hasText: CLIENT }).filter({ hasText: '+254 733' });
  await hit.waitFor();
  if (open === 'Enter') await box.press('Enter');
  else await hit.click();
  await page.getByRole('heading', { level: 1, name: CLIENT }).waitFor();
  expect(page.url()).toMatch(/#\/client\/[0-9a-f-]+\/show$/);
};

/**
 * The window at `width`, loaded afresh as a device of that size opens the app: react-admin
 * would otherwise carry the wide screen's open menu over into a phone's menu drawer.
 */
const atWidth = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  await page.reload();
};

test('the front desk finds a client by a local phone number from the app bar, on a wide screen and a phone, in English and Swahili', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Clients' }).last().waitFor();

  await findClient(page, searchEnglish.saluni.search, false, 'Enter');
  await atWidth(page, 390);
  await findClient(page, searchEnglish.saluni.search, true, 'click');
  // On a phone the field lies over the app bar and goes away with the page it opened.
  expect(
    await page.getByRole('combobox', { name: searchEnglish.saluni.search.label }).count(),
  ).toBe(0);

  await atWidth(page, 1366);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
  await page.getByRole('combobox', { name: searchSwahili.saluni.search.label }).waitFor();
  await findClient(page, searchSwahili.saluni.search, false, 'click');
  await atWidth(page, 390);
  await findClient(page, searchSwahili.saluni.search, true, 'Enter');
});

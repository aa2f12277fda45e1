import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { sw } from '../../src/i18n/sw';
import { cashUpEnglish } from '../../src/cash-up/texts.en';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, textOf, signInOnPhoneInSwahili } from './support/ui';

/** The demo owner closes the Nairobi salon's till and prints the summary, on a desk in English and on a phone in Swahili. */
const server = setupServer();
const browser = setupBrowser();

const closeTheTill = async (
  page: Page,
  say: (key: string, values?: Record<string, string>) => string,
) => {
  const cash = page.getByRole('textbox', {
    name: say('saluni.cashUp.countedLabel', { method: say('saluni.cashUp.methods.cash') }),
  });
  await cash.waitFor();
  const difference = page.getByTestId('difference-cash');
  expect(await difference.innerText()).toBe('—');
  await cash.fill('0');
  await expect.poll(() => difference.innerText()).toMatch(/KES/);
  for (const method of ['card', 'm-pesa'])
    await page
      .getByRole('textbox', {
        name: say('saluni.cashUp.countedLabel', { method: say(`saluni.cashUp.methods.${method}`) }),
      })
      .fill('0');
  await page.getByRole('textbox', { name: say('saluni.cashUp.notes') }).fill('End of day');
  await page.getByRole('button', { name: say('saluni.cashUp.close') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(say('saluni.cashUp.confirmTitle')).waitFor();
  await dialog.getByRole('button', { name: say('saluni.cashUp.confirm') }).click();
  await page.waitForURL(/#\/cash-up\/[0-9a-f-]{36}$/);
  await page
    .locator('#cash-up-summary')
    .getByRole('heading', { name: say('saluni.cashUp.summary.title') })
    .waitFor();
  await page.getByText('End of day').waitFor();
  // Print opens the browser's dialog, which a headless browser cannot show: the call is what counts.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: say('saluni.cashUp.summary.print') }).click();
  expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
};

test('on a desk in English: Cash-up from the menu, the count, the difference, the close and the printable summary', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Cash-up', exact: true }).click();
  await page.waitForURL(/#\/cash-up$/);
  await closeTheTill(page, (key, values) => textOf(cashUpEnglish, key, values));
});

test('on a 390 px phone in Swahili: the same close, and the page never scrolls sideways', async () => {
  const { page } = browser;
  await signInOnPhoneInSwahili(page, server.url);
  await openRoute(page, server.url, '/cash-up');
  const say = (key: string, values?: Record<string, string>) => textOf(sw, key, values);
  await page.getByText(say('saluni.cashUp.intro')).waitFor();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await closeTheTill(page, say);
  const after = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(after.scrollWidth).toBeLessThanOrEqual(after.innerWidth);
});

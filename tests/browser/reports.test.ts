import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, waitForDashboard } from './support/ui';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/**
 * The demo owner on the Sales report of the Nairobi salon: the date filter bar's labels, its
 * arrows, the top filter to the Orders tab, and a phone's width.
 */
const server = setupServer();
const browser = setupBrowser();

/** Today in the demo salon's zone; the labels are written independently of the app's helpers. */
const today = () => dayjs().tz('Africa/Nairobi');
const DAY = 'MMMM Do YYYY';

/** Signs in and opens Reports > Sales from the menu, or by its address on a phone, whose menu folds into a drawer. */
const openSalesReport = async ({ fromMenu = true } = {}) => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  if (fromMenu) await page.getByRole('menuitem', { name: 'Sales report', exact: true }).click();
  else await openRoute(page, server.url, '/reports/sales');
  await page.waitForURL(/#\/reports\/sales/);
  const bar = page.getByRole('group', { name: 'Report dates' });
  await bar.waitFor();
  // Polled: the bar shows a period once the router has rendered its URL, a moment after the click.
  return { page, bar, label: () => bar.locator('output').innerText() };
};

test('the range label: All Data, this month, today, this ISO week; the arrows move and All hides them', async () => {
  await browser.page.setViewportSize({ width: 1366, height: 900 });
  const { page, bar, label } = await openSalesReport();
  await expect.poll(label).toBe('All Data');
  expect(await bar.getByRole('button', { name: 'Previous period' }).count()).toBe(0);

  await bar.getByRole('button', { name: 'Month' }).click();
  await expect.poll(label).toBe(today().format('MMMM YYYY'));
  expect(await bar.getByRole('textbox', { name: 'Start Date' }).inputValue()).toBe(
    today().startOf('month').format('YYYY-MM-DD'),
  );

  await bar.getByRole('button', { name: 'Day' }).click();
  await expect.poll(label).toBe(today().format(DAY));

  await bar.getByRole('button', { name: 'Week' }).click();
  const monday = today().subtract((today().day() + 6) % 7, 'day');
  await expect.poll(label).toBe(`${monday.format(DAY)} - ${monday.add(6, 'day').format(DAY)}`);
  await bar.getByRole('button', { name: 'Previous period' }).click();
  await expect
    .poll(label)
    .toBe(`${monday.subtract(7, 'day').format(DAY)} - ${monday.subtract(1, 'day').format(DAY)}`);
  expect(page.url()).toMatch(/startDate=.+&endDate=/);

  await bar.getByRole('button', { name: 'All' }).click();
  await expect.poll(label).toBe('All Data');
  expect(await bar.getByRole('button', { name: 'Previous period' }).count()).toBe(0);
  expect(await bar.getByRole('button', { name: 'Next period' }).count()).toBe(0);
});

test('a top filter button opens the Orders tab of that kind over the range', async () => {
  await browser.page.setViewportSize({ width: 1366, height: 900 });
  const { page } = await openSalesReport();
  await page
    .getByRole('navigation', { name: 'Open the orders of' })
    .getByRole('link', { name: 'Services' })
    .click();
  await page.waitForURL(/#\/products\?tab=orders&type=service$/);
  await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
  await openRoute(page, server.url, '/reports/sales');
  const bar = page.getByRole('group', { name: 'Report dates' });
  await bar.getByRole('button', { name: 'Month' }).click();
  // The links take the period from the URL, which follows the click a moment later: as a person would, click once the bar shows the month.
  await expect.poll(() => bar.locator('output').innerText()).toBe(today().format('MMMM YYYY'));
  await page.getByRole('link', { name: 'Products' }).click();
  await page.waitForURL(/#\/products\?tab=orders&type=product&startDate=[^&]+&endDate=[^&]+$/);
});

test('on a 390 px phone the report page does not scroll sideways', async () => {
  await browser.page.setViewportSize({ width: 390, height: 844 });
  const { page, bar, label } = await openSalesReport({ fromMenu: false });
  await bar.getByRole('button', { name: 'Week' }).click();
  await expect.poll(label).toContain(' - ');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test("the owner sees the business at a glance: the dashboard's takings and sparkline, the Sales report's sales, takings chart and statistic card", async () => {
  await browser.page.setViewportSize({ width: 1366, height: 900 });
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const glance = page.getByRole('region', { name: 'The business at a glance' });
  await glance.getByText('Takings today (money received)').waitFor();
  await glance.getByText('Takings this month (money received)').waitFor();
  // The chart library arrives in its own chunk and draws an SVG.
  const sparkline = page.getByRole('region', {
    name: 'Takings (money received) over the last seven days',
  });
  await sparkline
    .getByRole('img', { name: 'Line of takings over the last seven days' })
    .locator('svg')
    .first()
    .waitFor();

  await page.getByRole('menuitem', { name: 'Sales report', exact: true }).click();
  await page.waitForURL(/#\/reports\/sales/);
  // The seeded demo orders are paid sales, so the statement's sales are a positive amount in shillings.
  const statement = page.getByRole('table', { name: 'Sales (what was sold)' });
  const salesRow = statement.getByRole('row').filter({ hasText: /^Sales/ });
  await salesRow.waitFor();
  expect(await salesRow.innerText()).toMatch(/KES\s*[1-9][\d,]*(\.\d\d)?/);
  await page
    .getByRole('table', { name: 'Takings by payment method (money received)' })
    .getByRole('row', { name: /All methods/ })
    .waitFor();
  await page
    .getByRole('img', { name: 'Bar chart of takings (money received) by day' })
    .locator('svg')
    .first()
    .waitFor();
  // The statistic card beside the bar: the server's title and the same sales.
  await page.getByText('Sales (what was sold)', { exact: true }).first().waitFor();
});

/** The dashboard's takings today: its label, which says it is money received, and its amount, both on screen and the page not wider than the window. */
const takingsToday = async (glance: string, label: string) => {
  const { page } = browser;
  const term = page.getByRole('region', { name: glance }).locator('dt', { hasText: label });
  await term.waitFor();
  expect(await term.innerText()).toBe(label);
  expect(await term.locator('xpath=following-sibling::dd[1]').innerText()).toMatch(
    /^KES\s*\d[\d,]*\.\d\d$/,
  );
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

test('the dashboard says its takings are money received, at 1366 px and on a 390 px phone, in English and in Swahili', async () => {
  const { page } = browser;
  // Each width from a fresh load, as a phone or a desk opens the app: a page narrowed in place hid the dashboard's regions from the accessibility tree.
  const at = async (width: number) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.reload();
  };
  const choose = async (profile: string, language: string) => {
    await page.getByRole('button', { name: profile }).click();
    await page.getByRole('menuitem', { name: language }).click();
  };
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await takingsToday('The business at a glance', 'Takings today (money received)');
  await at(390);
  await takingsToday('The business at a glance', 'Takings today (money received)');

  await choose('Profile', 'Kiswahili');
  await takingsToday('Biashara kwa muhtasari', 'Mapato ya leo (pesa iliyopokelewa)');
  await at(1366);
  await takingsToday('Biashara kwa muhtasari', 'Mapato ya leo (pesa iliyopokelewa)');
  // The choice is kept on the user: back to English for whoever signs in next.
  await choose('Wasifu', 'English');
  await takingsToday('The business at a glance', 'Takings today (money received)');
});

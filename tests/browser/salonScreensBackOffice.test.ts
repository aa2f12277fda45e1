import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { WEEKDAYS } from '../../registry/staff/workingHours';
import { hashPassword } from '../../server/auth/passwords';
import { businesses, employees, rolePermissions, roles, users } from '../../server/db/schema';
import { appointmentScreensEnglish } from '../../src/appointments/texts.en';
import { checkoutScreensEnglish } from '../../src/checkout/texts.en';
import { reportsScreensEnglish } from '../../src/reports/texts.en';
import { reportViewsEnglish } from '../../src/reports/viewTexts.en';
import { en } from '../../src/i18n/en';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { specScreensEnglish } from '../../texts/specScreens.en';
import { sw } from '../../src/i18n/sw';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn, toast, waitForDashboard } from './support/ui';

/**
 * Issue 25 item 9, "Screens that speak salon", on the demo business: a staff member without a
 * right reads that they may not see a screen; the dashboard's figures follow a booking; the
 * report period stays in the URL and the chart's axis is whole; durations in hours and times in
 * 24 hours; the M-Pesa toast names the client's phone. At 1366 and 390 px, in English and Swahili.
 */
const STAFF_LOGIN = { email: 'atieno@saluni.demo', password: 'atieno password' };

const server = setupServer(async ({ db }) => {
  const [nairobi] = await db.select().from(businesses).where(eq(businesses.currency, 'KES'));
  // Reads client profiles only: every other screen is refused to her.
  const userId = uuidv7();
  await db.insert(users).values({
    id: userId,
    fullName: 'Atieno Auma',
    email: STAFF_LOGIN.email,
    passwordHash: await hashPassword(STAFF_LOGIN.password),
  });
  const roleId = uuidv7();
  await db.insert(roles).values({ businessId: nairobi!.id, id: roleId, userId, role: 'staff' });
  await db.insert(rolePermissions).values({
    businessId: nairobi!.id,
    id: uuidv7(),
    roleId,
    module: 'clients.Profile',
    actions: ['read'],
  });
  // Staff work all day, so a booking later today finds someone free whenever the test runs.
  await db.update(employees).set({
    workingHours: WEEKDAYS.map((day) => ({ day, working: true, start: '00:00', end: '23:59' })),
  });
});
const browser = setupBrowser();

const english = [
  appointmentScreensEnglish,
  checkoutScreensEnglish,
  reportsScreensEnglish,
  reportViewsEnglish,
  specScreensEnglish,
].reduce<MessageTree>(
  (merged, texts) => deepMerge(merged, texts as MessageTree),
  en as unknown as MessageTree,
);

type Language = 'en' | 'sw';
const SCREENS = [
  // Each books its own hour of the evening, the appointment gap apart, so no booking stands in another's way.
  { width: 1366, height: 900, language: 'en' as Language, bookAt: '17:30' },
  { width: 1366, height: 900, language: 'sw' as Language, bookAt: '19:00' },
  { width: 390, height: 844, language: 'en' as Language, bookAt: '20:30' },
  { width: 390, height: 844, language: 'sw' as Language, bookAt: '22:00' },
];

/** A text of the language's catalogue by its key, placeholders filled; `smart_count` picks the plural form. */
const sayIn =
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}): string => {
    const catalogue = language === 'sw' ? (sw as unknown as MessageTree) : english;
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as MessageTree)[part] : undefined,
        catalogue,
      );
    if (typeof text !== 'string') throw new Error(`No text for ${key}`);
    const forms = text.split(' |||| ');
    const form =
      values.smart_count !== undefined && values.smart_count !== 1 && forms[1]
        ? forms[1]
        : forms[0]!;
    return form.replace(/%\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
  };

/**
 * Signs in, at the screen's size, in its language: the account's language is kept on the server,
 * so each test starts from English and switches to Swahili from the Profile menu.
 */
const openAs = async (
  page: Page,
  login: { email: string; password: string },
  screen: (typeof SCREENS)[number],
) => {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await signIn(page, server.url, login.email, login.password);
  await waitForDashboard(page);
  await api(page, 'PUT', '/v1/user/language', { language: 'en' });
  await page.reload();
  await page.getByRole('button', { name: 'Profile' }).waitFor();
  if (screen.language === 'sw') {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
  }
};

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** Today in Nairobi as the booking form writes a date. */
const nairobiToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** The dashboard's figure labelled `label` (a term and its value). */
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

describe.each(SCREENS)('at $width px in $language', (screen) => {
  const say = sayIn(screen.language);

  test('a staff member without the right reads that she may not see Services or the calendar, never an empty list', async () => {
    const { page } = browser;
    await openAs(page, STAFF_LOGIN, screen);
    await openRoute(page, server.url, '/service');
    await page
      .getByText(
        say('saluni.access.denied', { what: say('resources.service.name', { smart_count: 2 }) }),
      )
      .waitFor();
    await page.getByText(say('saluni.access.askOwner')).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await noSidewaysScroll(page);
    await openRoute(page, server.url, '/calendar');
    await page
      .getByText(say('saluni.access.denied', { what: say('saluni.calendar.title') }))
      .waitFor();
    // What she may see still shows its records.
    await openRoute(page, server.url, '/client');
    await page.getByText('Brian Mwangi').first().waitFor();
  });

  test('the report period stays in the URL across a reload and the back button; the chart’s axis labels are whole', async () => {
    const { page } = browser;
    await openAs(page, DEMO_LOGIN, screen);
    await openRoute(page, server.url, '/reports/sales');
    const bar = page.getByRole('group', { name: say('saluni.reports.filter.label') });
    const label = bar.locator('output');
    await bar.getByRole('button', { name: say('saluni.spec.report.month') }).click();
    await page.waitForURL(/startDate=/);
    await expect.poll(() => label.innerText()).not.toBe(say('saluni.spec.report.allData'));
    const month = await label.innerText();

    await page.reload();
    await expect.poll(() => label.innerText()).toBe(month);
    expect(
      await bar
        .getByRole('button', { name: say('saluni.spec.report.month') })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await bar.getByRole('button', { name: say('saluni.reports.filter.previous') }).click();
    await expect.poll(() => label.innerText()).not.toBe(month);
    await page.goBack();
    await expect.poll(() => label.innerText()).toBe(month);

    // The demo's takings of this month draw the chart: every y-axis label lies inside the chart.
    const chart = page.getByRole('img', { name: say('saluni.reports.sales.byDay.chart') });
    if (await chart.count()) {
      const frame = (await chart.boundingBox())!;
      const ticks = chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
      await ticks.first().waitFor();
      for (const tick of await ticks.all()) {
        const box = (await tick.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(await tick.textContent()).toMatch(/^-?KES [\d.]+[KMB]?$/);
      }
    }
    await noSidewaysScroll(page);
  });

  test('booking from the dashboard: times in 24 hours, durations in hours, the figures follow; the M-Pesa toast names the client’s phone', async () => {
    const { page } = browser;
    await openAs(page, DEMO_LOGIN, screen);
    const booked = figure(page, say('saluni.dashboard.counts.today'));
    await booked.waitFor();
    const before = Number(await booked.innerText());

    await page.getByRole('button', { name: say('saluni.spec.dashboard.addAppointment') }).click();
    const dialog = page.getByRole('dialog', { name: say('saluni.spec.appointment.title') });
    await dialog
      .getByLabel(say('saluni.appointments.form.date'), { exact: true })
      .fill(nairobiToday());
    const time = dialog.getByLabel(say('saluni.appointments.form.time'), { exact: true });
    // A text field of HH:mm, never the browser's 12-hour clock.
    expect(await time.getAttribute('type')).not.toBe('time');
    await time.fill(screen.bookAt);
    expect(await time.inputValue()).toBe(screen.bookAt);
    const choose = async (label: string, option: string, search?: string) => {
      const box = dialog.getByRole('combobox', { name: label, exact: true });
      if (search !== undefined) await box.fill(search);
      else await box.click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose(say('saluni.appointments.form.staff'), 'Wanjiru Mwangi');
    await choose(say('saluni.appointments.form.client'), 'Faith Njeri', 'Faith');
    await choose(say('saluni.appointments.form.services'), 'Gel Manicure', 'Gel');
    const duration = dialog.getByRole('combobox', {
      name: say('saluni.appointments.form.duration'),
    });
    await expect
      .poll(() => duration.innerText())
      .toBe(say('saluni.duration.hours', { smart_count: 1 }));
    await duration.click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toContain(say('saluni.duration.hours', { smart_count: 4 }));
    expect(options).toContain(say('saluni.duration.hoursMinutes', { smart_count: 1, minutes: 30 }));
    expect(options).not.toContain(say('saluni.duration.minutes', { n: 240 }));
    await page
      .getByRole('option', { name: say('saluni.duration.hours', { smart_count: 1 }), exact: true })
      .click();
    await noSidewaysScroll(page);
    await dialog.getByRole('button', { name: say('saluni.appointments.form.book') }).click();
    await toast(page, say('saluni.spec.toast.appointment.created'));
    // The day's figures follow without a reload.
    await expect.poll(async () => Number(await booked.innerText())).toBe(before + 1);

    // Checkout from the booking, paid by M-Pesa: the request went to the client's phone.
    const offer = page.getByRole('dialog', { name: say('saluni.checkout.offer.title') });
    await offer.getByRole('button', { name: say('saluni.spec.dashboard.checkout') }).click();
    await page.waitForURL(/#\/checkout/);
    const payment = page.getByRole('region', { name: say('saluni.checkout.payment.title') });
    const row = payment.getByRole('group').first();
    await row.getByRole('combobox', { name: say('saluni.checkout.payment.methodLabel') }).click();
    await page.getByRole('option', { name: say('saluni.checkout.payment.method.m-pesa') }).click();
    await row.getByRole('textbox', { name: say('saluni.spec.payment.mpesa') }).fill('0712345678');
    await payment
      .getByRole('button', {
        name: new RegExp(`^${say('saluni.checkout.payment.pay', { amount: '' }).trim()}`),
      })
      .click();
    await toast(page, say('saluni.checkout.payment.requestSentToClient', { phone: '0712345678' }));
    await noSidewaysScroll(page);
  });
});

/**
 * The public booking site in Chromium at 390 px, the browser in a time zone far from the salons'
 * (the salon's clock rules every time shown), against the real server with the demo salons:
 * - a Kenyan client books two services on /book/demo-nairobi, gets the code by SMS (read from
 *   the outbox, as the business's SMS gateway would send it), verifies, accepts the policy, pays
 *   the deposit through the built-in M-Pesa simulator and sees the confirmation; the salon finds
 *   the booking marked online with the deposit paid; the client cancels late and the deposit is
 *   kept (the salon's free cancellation is set to 30 days, so any booking is inside it);
 * - an Australian client on /book/demo-sydney pays the deposit on the card simulator's page and
 *   comes back to the manage page with it paid.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { OpenDatabase } from '../../server/db/database';
import { onlineBookingSettings, outboxMessages } from '../../server/db/schema';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn } from './support/ui';
import { MIN_FORM_MILLISECONDS } from '../../registry/bookingSite';

let database: OpenDatabase | undefined;
const server = setupServer(async (opened) => {
  database = opened;
  await opened.db
    .update(onlineBookingSettings)
    .set({ freeCancellationHours: 720 })
    .where(eq(onlineBookingSettings.slug, 'demo-nairobi'));
});
const browser = setupBrowser();

/** A phone in Los Angeles: neither Nairobi's clock nor Sydney's. */
const openPhone = () =>
  browser.reopen({ timezoneId: 'America/Los_Angeles', viewport: { width: 390, height: 844 } });

/** The one-time code the outbox holds for `recipient` (a mobile's last digits or an e-mail). */
const codeSentTo = async (channel: 'sms' | 'email', recipient: string) => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const rows = await database!.db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.channel, channel), like(outboxMessages.recipient, `%${recipient}`)),
        );
      code = rows.map((row) => /\b(\d{6})\b/.exec(row.body)?.[1]).find(Boolean);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
};

/** Services chosen by name, then the first day with free times, and its first time held. */
const chooseAndHold = async (page: Page, services: string[]) => {
  for (const service of services) await page.getByLabel(new RegExp(service)).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Who and when' }).waitFor();
  const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
  for (let day = 0; ; day += 1) {
    await days.nth(day).click();
    const shown = page.locator('[data-free-times], .free-times-empty').first();
    await shown.waitFor();
    if ((await shown.getAttribute('data-free-times')) !== null) break;
  }
  const first = page.getByRole('list', { name: 'Free times' }).getByRole('button').first();
  const time = await first.innerText();
  // A person takes longer than this to get here; the server refuses a faster form as a bot's.
  await page.waitForTimeout(MIN_FORM_MILLISECONDS);
  await first.click();
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  return time;
};

test('a Kenyan client books two services and pays the deposit by M-Pesa; the salon sees it; a late cancellation keeps the deposit', async () => {
  const page = await openPhone();
  await page.goto(`${server.url}/book/demo-nairobi`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/^Deposit KES\s1,000\.00 for new clients$/).waitFor();
  const time = await chooseAndHold(page, ['Haircut and Blow Dry', 'Box Braids']);
  await page.getByRole('timer').waitFor();

  await page.getByLabel('Your name').fill('Nyokabi Kamau');
  await page.getByLabel('Mobile number').fill('0799 123 456');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await page.getByLabel('Code').fill(await codeSentTo('sms', '799123456'));
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('heading', { name: 'The salon’s policy' }).waitFor();
  await page.getByText(/Deposit to pay now: KES\s1,000\.00/).waitFor();
  expect(await page.getByLabel('M-Pesa number that pays').inputValue()).toBe('0799 123 456');
  await page.getByLabel('I accept the policy').check();
  await page.getByRole('button', { name: 'Book and pay the deposit' }).click();
  await page.getByRole('heading', { name: 'Check your phone' }).waitFor();

  // The simulator pays a number that is not one of its failing test numbers.
  await page.getByRole('heading', { name: 'You are booked' }).waitFor({ timeout: 30_000 });
  await page.getByText(/Deposit KES\s1,000\.00: paid/).waitFor();
  // The salon's time as the site listed it, whatever the phone's clock says.
  expect(await page.locator('.summary [data-start]').innerText()).toContain(time);
  const calendarLink = page.getByRole('link', { name: 'Add to calendar' });
  const calendarFile = await page.request.get(
    new URL((await calendarLink.getAttribute('href'))!, server.url).toString(),
  );
  expect(await calendarFile.text()).toContain('BEGIN:VCALENDAR');
  const manageLink = await page
    .getByRole('link', { name: 'Change or cancel your booking' })
    .getAttribute('href');
  expect(manageLink).toMatch(/^\/book\/demo-nairobi\/manage#.+/);

  // The salon: the booking is online, for the new client, its deposit paid.
  const desk = await browser.browser.newContext({ locale: 'en-US', timezoneId: 'Europe/London' });
  try {
    const office = await desk.newPage();
    await signIn(office, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await office.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
    const { businessPage } = await api<{
      businessPage: { docs: { _id: string; country: string }[] };
    }>(office, 'GET', '/v1/business?limit=100');
    const nairobi = businessPage.docs.find((business) => business.country === 'KE')!;
    const now = Date.now();
    const query = new URLSearchParams({
      businessId: nairobi._id,
      startDate: new Date(now - 86_400_000).toISOString(),
      endDate: new Date(now + 60 * 86_400_000).toISOString(),
      limit: '0',
    });
    const { appointmentPage } = await api<{
      appointmentPage: {
        docs: {
          source: string;
          depositStatus: string | null;
          serviceIds: string[];
          startDate: string;
        }[];
      };
    }>(office, 'GET', `/v1/appointment?${query}`);
    // The demo's own online bookings have one service each; this visit has two.
    const visits = appointmentPage.docs.filter(
      (appointment) => appointment.source === 'online' && appointment.serviceIds.length === 2,
    );
    expect(visits).toEqual([expect.objectContaining({ depositStatus: 'paid' })]);
    // On the calendar of its day in Nairobi (UTC+3), marked online with its deposit.
    const day = new Date(Date.parse(visits[0]!.startDate) + 3 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    await openRoute(office, server.url, `/calendar?view=day&date=${day}&columns=staff`);
    await office
      .locator('.rbc-event', { hasText: /Online · Deposit KES\s1,000\.00 paid/ })
      .filter({ hasText: time })
      .waitFor();
  } finally {
    await desk.close();
  }

  // The client cancels late: told first that the deposit is kept.
  await page.goto(`${server.url}${manageLink}`);
  await page.getByRole('heading', { name: 'Your booking' }).waitFor();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByText(/Cancelling now keeps your deposit/).waitFor();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.getByText('Your booking is cancelled.').waitFor();
  await page.getByText(/Deposit KES\s1,000\.00: kept by the salon/).waitFor();
});

test('an Australian client pays the deposit by card and comes back to the booking paid', async () => {
  const page = await openPhone();
  await page.goto(`${server.url}/book/demo-sydney`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await chooseAndHold(page, ['Full Head Foils']);
  await page.getByLabel('Your name').fill('Jess Nguyen');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('jess.nguyen@example.com');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Send my code' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await page.getByLabel('Code').fill(await codeSentTo('email', 'jess.nguyen@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Deposit to pay now: A$50.00').waitFor();
  await page.getByLabel('I accept the policy').check();
  await page.getByRole('button', { name: 'Book and pay the deposit' }).click();

  // The card simulator's page, then back to the booking's manage page.
  await page.waitForURL(/\/card\/simulator\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/book\/demo-sydney\/manage#/);
  await page.getByText('Deposit A$50.00: paid').waitFor({ timeout: 30_000 });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { Appointment } from '../../src/dataProvider/appointments';
import { inBusinessZone } from '../../src/format/dates';
import { appointmentScreensSwahili } from '../../src/appointments/texts.sw';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

type Country = 'KE' | 'AU';
type SignIn = Awaited<ReturnType<BrowserContext['storageState']>>;
interface Salon {
  id: string;
  timeZone: string;
  staff: Record<string, string>;
}

/** One sign-in for the file: each test opens a context in its own zone with this saved session. */
let signedIn: SignIn;
const salons = {} as Record<Country, Salon>;
/** The ids of the appointments booked for the file, by their start. */
const booked = new Map<string, string>();

const docsOf = async <T>(
  page: Page,
  path: string,
  key: string,
  businessId?: string,
): Promise<T[]> =>
  (
    await api<Record<string, { docs: T[] }>>(
      page,
      'GET',
      `${path}?${new URLSearchParams({ limit: '100', ...(businessId && { businessId }) })}`,
    )
  )[key]!.docs;

beforeAll(async () => {
  const context = await browser.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  for (const business of await docsOf<{ _id: string; country: Country; timezone: string }>(
    page,
    '/v1/business',
    'businessPage',
  )) {
    const staff = await docsOf<{ _id: string; fullName: string }>(
      page,
      '/v1/employee',
      'employeePage',
      business._id,
    );
    salons[business.country] = {
      id: business._id,
      timeZone: business.timezone,
      staff: Object.fromEntries(staff.map((person) => [person.fullName, person._id])),
    };
  }
  const book = async (
    country: Country,
    staff: string,
    startDate: string,
    durationInMinutes: number,
  ) => {
    const salon = salons[country];
    const [client] = await docsOf<{ _id: string }>(page, '/v1/client', 'clientPage', salon.id);
    const [service] = await docsOf<{ _id: string }>(page, '/v1/service', 'servicePage', salon.id);
    // Booked over the rules: the Sunday of a clock change is a day off.
    const body = {
      businessId: salon.id,
      employeeId: salon.staff[staff],
      clientId: client!._id,
      serviceIds: [service!._id],
      startDate,
      durationInMinutes,
      allowOverlap: true,
    };
    booked.set(
      startDate,
      (await api<{ appointment: Appointment }>(page, 'POST', '/v1/appointment', body)).appointment
        ._id,
    );
  };
  // 15:00 in Nairobi (+3) on Wednesday 3 and Thursday 4 February 2027, and a 20-minute one at 11:00.
  await book('KE', 'Achieng Odhiambo', '2027-02-03T12:00:00.000Z', 60);
  await book('KE', 'Wanjiru Mwangi', '2027-02-03T08:00:00.000Z', 20);
  await book('KE', 'Achieng Odhiambo', '2027-02-04T12:00:00.000Z', 60);
  // 15:00 in Sydney on Saturday 3 April 2027 (+11) and on Sunday 4 April, when its clocks go back (+10).
  await book('AU', 'Chloe Anderson', '2027-04-03T04:00:00.000Z', 60);
  await book('AU', 'Chloe Anderson', '2027-04-04T05:00:00.000Z', 60);
  await book('AU', 'Priya Sharma', '2027-04-03T00:00:00.000Z', 20);
  // 15:00 on Tuesday 5 October 2027, two days after Sydney's clocks go forward (+11).
  await book('AU', 'Chloe Anderson', '2027-10-05T04:00:00.000Z', 60);
  signedIn = await context.storageState();
  await context.close();
});

/** A context in `timezoneId`, `width` wide, signed in with `country`'s salon chosen. */
const openAs = async (country: Country, timezoneId: string, width: number): Promise<Page> => {
  const storageState: SignIn = {
    ...signedIn,
    origins: signedIn.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((item) => item.name !== 'saluni.currentBusinessId'),
        { name: 'saluni.currentBusinessId', value: salons[country].id },
      ],
    })),
  };
  return browser.reopen({
    storageState,
    timezoneId,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
};

/** The grid's row of an hour (the gutter's hour groups, 00:00 first), scrolled to the top. */
const hourRow = async (page: Page, hour: number): Promise<{ y: number; height: number }> => {
  const row = page.locator('.rbc-time-gutter .rbc-timeslot-group').nth(hour);
  await row.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return (await row.boundingBox())!;
};

/** The time gutter's hour labels: the business's day, 00:00 to 23:00. */
const expectWholeDay = async (page: Page) => {
  const hours = await page
    .locator('.rbc-time-gutter .rbc-timeslot-group .rbc-label')
    .allInnerTexts();
  expect([hours[0], hours.at(-1), hours.length]).toEqual(['00:00', '23:00', 24]);
};

/** An hour-long appointment shown at 15:00: level with the 15:00 row, as tall, its times and client readable. */
const expectAtThree = async (page: Page, event: Locator) => {
  const row = await hourRow(page, 15);
  const box = (await event.boundingBox())!;
  expect(Math.abs(box.y - row.y)).toBeLessThan(3);
  expect(Math.abs(box.height - row.height)).toBeLessThan(4);
  expect(await event.locator('.rbc-event-label').innerText()).toBe('15:00 – 16:00');
  expect((await event.locator('.rbc-event-content').innerText()).length).toBeGreaterThan(3);
};

const appointment = async (
  page: Page,
  country: Country,
  startDate: string,
): Promise<Appointment | undefined> => {
  const day = Date.parse(startDate);
  const range = {
    startDate: new Date(day - 86_400_000).toISOString(),
    endDate: new Date(day + 86_400_000).toISOString(),
  };
  const query = new URLSearchParams({ businessId: salons[country].id, ...range, limit: '0' });
  const { appointmentPage } = await api<{ appointmentPage: { docs: Appointment[] } }>(
    page,
    'GET',
    `/v1/appointment?${query}`,
  );
  return appointmentPage.docs.find((item) => item._id === booked.get(startDate));
};

interface DayCase {
  country: Country;
  day: string;
  staff: string;
  startDate: string;
  /** Where dragging it two hours down lands, as the server stores it. */
  movedTo: string;
  /** The booking form's date for that day, and its labels. */
  formDate: string;
  labels?: { date: string; time: string };
}

/**
 * The day view of `day`: the whole business day, the 15:00 appointment at 15:00, dragged to
 * 17:00 on the business clock and shortened to 30 minutes, and a click on the free 11:00 slot
 * books at 11:00.
 */
const checkDay = async (
  page: Page,
  {
    country,
    day,
    staff,
    startDate,
    movedTo,
    formDate,
    labels = { date: 'Date', time: 'Time' },
  }: DayCase,
) => {
  await openRoute(page, server.url, `/calendar?view=day&date=${day}&columns=staff`);
  const event = page.locator('.rbc-event', { hasText: '15:00 – 16:00' });
  await event.waitFor();
  await expectWholeDay(page);
  await expectAtThree(page, event);

  const two = 2 * (await hourRow(page, 15)).height;
  const start = (await event.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + 30, { steps: 4 });
  await page.mouse.move(start.x + start.width / 2, start.y + 20 + two, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(async () => (await appointment(page, country, startDate))?.startDate)
    .toBe(movedTo);

  // Its lower edge pulled up half an hour: 30 minutes from the new start.
  const moved = page.locator('.rbc-event', { hasText: '17:00 – 18:00' });
  await moved.hover();
  const top = (await moved.boundingBox())!.y;
  const edge = (await moved.locator('.rbc-addons-dnd-resize-ns-icon').last().boundingBox())!;
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2, edge.y - 10, { steps: 4 });
  // The end is the start of the quarter hour under the pointer: into 17:30-17:45.
  await page.mouse.move(edge.x + edge.width / 2, top + (two / 2) * (37 / 60), { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(() => appointment(page, country, startDate))
    .toMatchObject({ startDate: movedTo, durationInMinutes: 30 });

  const column = (await page
    .locator('.rbc-time-header .rbc-header', { hasText: staff })
    .boundingBox())!;
  const eleven = await hourRow(page, 11);
  await page.mouse.click(column.x + column.width / 2, eleven.y + 6);
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() => dialog.getByLabel(labels.time, { exact: true }).inputValue())
    .toBe('11:00');
  expect(await dialog.getByLabel(labels.date, { exact: true }).inputValue()).toBe(formDate);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
};

/** Today's day view: the business's date in the toolbar and the "now" line at the business's time. */
const checkNow = async (page: Page, country: Country, locale = 'en') => {
  await openRoute(page, server.url, '/calendar?view=day&columns=staff');
  const line = page.locator('.rbc-current-time-indicator').first();
  await line.waitFor();
  const now = inBusinessZone(new Date(), { timeZone: salons[country].timeZone, locale });
  expect(await page.locator('.rbc-toolbar-label').innerText()).toBe(now.format('dddd MMM DD'));
  const top = parseFloat(await line.evaluate((element) => element.style.top));
  expect(Math.abs(top - ((now.hour() * 60 + now.minute()) / 1440) * 100)).toBeLessThan(1);
};

test('the Nairobi salon seen from Sydney: its whole day, 15:00 at 15:00, drag, resize, a new slot, the "now" line; a 20-minute appointment readable in the week', async () => {
  const page = await openAs('KE', 'Australia/Sydney', 1366);
  await openRoute(page, server.url, '/calendar?view=week&date=2027-02-03');
  const short = page.locator('.rbc-event.saluni-short-event');
  await short.waitFor();
  await expectWholeDay(page);
  await expectAtThree(page, page.locator('.rbc-event', { hasText: '15:00 – 16:00' }).first());
  expect(await short.innerText()).toMatch(/^11:00 \w+/);
  expect((await short.boundingBox())!.height).toBeGreaterThanOrEqual(20);
  expect(await short.getAttribute('title')).toMatch(/^11:00 – 11:20: \w+/);

  await checkDay(page, {
    country: 'KE',
    day: '2027-02-03',
    staff: 'Achieng Odhiambo',
    startDate: '2027-02-03T12:00:00.000Z',
    movedTo: '2027-02-03T14:00:00.000Z',
    formDate: '03/02/2027',
  });
  await checkNow(page, 'KE');
});

test('the Nairobi salon seen from Los Angeles on a phone', async () => {
  const page = await openAs('KE', 'America/Los_Angeles', 390);
  await checkDay(page, {
    country: 'KE',
    day: '2027-02-04',
    staff: 'Achieng Odhiambo',
    startDate: '2027-02-04T12:00:00.000Z',
    movedTo: '2027-02-04T14:00:00.000Z',
    formDate: '04/02/2027',
  });
  await checkNow(page, 'KE');
});

test('the Sydney salon seen from Nairobi: the week its clocks go back shows Saturday’s and Sunday’s 15:00 on one row', async () => {
  const page = await openAs('AU', 'Africa/Nairobi', 1366);
  await openRoute(page, server.url, '/calendar?view=week&date=2027-04-03');
  const afternoons = page.locator('.rbc-event', { hasText: '15:00 – 16:00' });
  // The calendar is a chunk of its own: the count is read once its first event is drawn.
  await afternoons.first().waitFor();
  await expect.poll(() => afternoons.count()).toBe(2);
  await expectWholeDay(page);
  for (const event of await afternoons.all()) await expectAtThree(page, event);
  expect(await page.locator('.rbc-event.saluni-short-event').innerText()).toMatch(/^11:00 \w+/);

  await checkDay(page, {
    country: 'AU',
    day: '2027-04-03',
    staff: 'Chloe Anderson',
    startDate: '2027-04-03T04:00:00.000Z',
    movedTo: '2027-04-03T06:00:00.000Z',
    formDate: '03/04/2027',
  });
  await checkNow(page, 'AU');
});

// Last: the language is kept on the user, so every later sign-in of the file would be in Swahili.
test('the Sydney salon seen from UTC, in Swahili', async () => {
  const page = await openAs('AU', 'UTC', 1366);
  await openRoute(page, server.url, '/');
  await page.getByRole('button', { name: 'Profile' }).click();
  // Kept on the user before the calendar's page loads, which applies the user's language.
  const kept = page.waitForResponse(
    (reply) => reply.url().endsWith('/v1/user/language') && reply.ok(),
  );
  await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
  await kept;
  const { calendar, appointments } = appointmentScreensSwahili.saluni;
  await checkDay(page, {
    country: 'AU',
    day: '2027-10-05',
    staff: 'Chloe Anderson',
    startDate: '2027-10-05T04:00:00.000Z',
    movedTo: '2027-10-05T06:00:00.000Z',
    formDate: '05/10/2027',
    labels: { date: appointments.form.date, time: appointments.form.time },
  });
  await page.getByRole('button', { name: calendar.today }).waitFor();
  await checkNow(page, 'AU', 'sw');
});

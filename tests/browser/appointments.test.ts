import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { Appointment } from '../../src/dataProvider/appointments';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

const businessId = (page: Page) =>
  page.evaluate(() => localStorage.getItem('saluni.currentBusinessId')!);

/** The appointments of the current business between two instants. */
const appointmentsBetween = async (
  page: Page,
  startDate: string,
  endDate: string,
): Promise<Appointment[]> => {
  const query = new URLSearchParams({
    businessId: await businessId(page),
    startDate,
    endDate,
    limit: '0',
  });
  return (
    await api<{ appointmentPage: { docs: Appointment[] } }>(page, 'GET', `/v1/appointment?${query}`)
  ).appointmentPage.docs;
};

/** Chooses `option` of a select or an autocomplete labelled `label`, typing `search` first into an autocomplete. */
const choose = async (page: Page, label: string, option: string, search?: string) => {
  const dialog = page.getByRole('dialog', { name: /Book New Appointment|Appointment/ });
  const box = dialog.getByRole('combobox', { name: label, exact: true });
  if (search !== undefined) await box.fill(search);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Fills Book New Appointment from the dashboard with the demo's Gel Manicure for Faith Njeri. */
const fillBooking = async (page: Page, date: string, time: string, staff: string) => {
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book New Appointment' });
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByLabel('Time', { exact: true }).fill(time);
  await choose(page, 'Staff', staff);
  await choose(page, 'Client', 'Faith Njeri', 'Faith');
  await choose(page, 'Services', 'Gel Manicure', 'Gel');
  await expect
    .poll(() => dialog.getByRole('combobox', { name: 'Duration' }).innerText())
    .toBe('1 Hr');
  return dialog;
};

test('a receptionist books from the dashboard, moves it on the calendar, books a weekly series and cancels one', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);

  // Sign-in lands on the dashboard: the action bar and the demo's day by staff member.
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  await page.getByRole('list', { name: 'Achieng Odhiambo' }).waitFor();

  const dialog = await fillBooking(page, '03/02/2027', '10:00', 'Achieng Odhiambo');
  await dialog.getByRole('button', { name: 'Book' }).click();
  expect(await toast(page, 'Appointment created')).toContain('Success');
  const [booked] = await appointmentsBetween(
    page,
    '2027-02-03T06:00:00.000Z',
    '2027-02-03T09:00:00.000Z',
  );
  expect(booked).toMatchObject({
    startDate: '2027-02-03T07:00:00.000Z',
    durationInMinutes: 60,
    status: 'booked',
  });
  // A booking offers to take payment now; not this time.
  const offer = page.getByRole('dialog', { name: 'Appointment booked' });
  await offer.getByRole('button', { name: 'Close' }).click();
  await offer.waitFor({ state: 'detached' });

  // On the calendar's day view, staff are the columns: drag it from Achieng's to Kamau's.
  await page.getByRole('link', { name: 'View Calendar' }).click();
  await openRoute(page, server.url, '/calendar?view=day&date=2027-02-03&columns=staff');
  const event = page.locator('.rbc-event', { hasText: 'Faith Njeri' });
  await event.waitFor();
  const from = (await event.boundingBox())!;
  const column = (await page
    .locator('.rbc-time-header .rbc-header', { hasText: 'Kamau Njoroge' })
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 12, { steps: 4 });
  await page.mouse.move(column.x + column.width / 2, from.y + 8, { steps: 12 });
  await page.mouse.up();
  expect(await toast(page, 'Appointment updated')).toContain('Success');
  await expect
    .poll(
      async () =>
        (
          await appointmentsBetween(page, '2027-02-03T06:00:00.000Z', '2027-02-03T09:00:00.000Z')
        )[0],
    )
    .toMatchObject({
      _id: booked!._id,
      employeeId: expect.not.stringMatching(booked!.employeeId),
      startDate: '2027-02-03T07:00:00.000Z',
    });

  // A weekly series of 4, all in one call.
  await openRoute(page, server.url, '/');
  const series = await fillBooking(page, '04/02/2027', '14:00', 'Wanjiru Mwangi');
  await series.getByRole('switch', { name: 'Recurring' }).check();
  await choose(page, 'Repeat', 'Weekly');
  await series.getByLabel('Repeat count').fill('4');
  await series.getByRole('button', { name: 'Book' }).click();
  expect(await toast(page, 'Recurring Appointments created')).toContain('Success');
  const weekly = await appointmentsBetween(
    page,
    '2027-02-04T00:00:00.000Z',
    '2027-03-01T00:00:00.000Z',
  );
  expect(weekly.map((item) => item.startDate)).toEqual([
    '2027-02-04T11:00:00.000Z',
    '2027-02-11T11:00:00.000Z',
    '2027-02-18T11:00:00.000Z',
    '2027-02-25T11:00:00.000Z',
  ]);
  expect(new Set(weekly.map((item) => item.seriesId)).size).toBe(1);

  // Cancel the second from the calendar.
  await openRoute(page, server.url, '/calendar?view=day&date=2027-02-11&columns=staff');
  await page.locator('.rbc-event', { hasText: 'Faith Njeri' }).click();
  const opened = page.getByRole('dialog', { name: 'Appointment' });
  await choose(page, 'Status', 'Cancelled');
  await choose(page, 'Cancelled by', 'The client');
  await opened.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Appointment updated')).toContain('Success');
  const after = await appointmentsBetween(
    page,
    '2027-02-04T00:00:00.000Z',
    '2027-03-01T00:00:00.000Z',
  );
  expect(after.map((item) => [item.status, item.cancelledBy])).toEqual([
    ['booked', null],
    ['cancelled', 'client'],
    ['booked', null],
    ['booked', null],
  ]);
  // A cancelled appointment keeps its place on the calendar, in the cancelled colour.
  await page.locator('.rbc-event', { hasText: 'Faith Njeri' }).waitFor();

  // Reopened, its folded History tells who booked and who cancelled it, names and not ids.
  await page.locator('.rbc-event', { hasText: 'Faith Njeri' }).click();
  const reopened = page.getByRole('dialog', { name: 'Appointment' });
  await reopened.getByRole('button', { name: 'History' }).click();
  const history = reopened.getByRole('region', { name: 'History' });
  await history.getByText('Created · Wanjiru Kamau').waitFor();
  await history.getByText('Changed · Wanjiru Kamau').first().waitFor();
  await history.getByText(/^Client: \D/).waitFor();
  await history.getByText('Status: Booked → Cancelled').waitFor();
  expect(await history.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
});

test('a Sydney salon’s weekly 10:00 stays at 10:00 across the daylight-saving change, seen from Nairobi', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const { businessPage } = await api<{
    businessPage: { docs: { _id: string; country: string }[] };
  }>(page, 'GET', '/v1/business');
  const sydney = businessPage.docs.find((business) => business.country === 'AU')!._id;
  const first = async (path: string, pageKey: string) =>
    (
      await api<Record<string, { docs: { _id: string }[] }>>(
        page,
        'GET',
        `${path}?businessId=${sydney}&limit=1`,
      )
    )[pageKey]!.docs[0]!._id;
  const reply = await api<{ appointments: Appointment[] }>(page, 'POST', '/v1/appointment/bulk', {
    businessId: sydney,
    employeeId: await first('/v1/employee', 'employeePage'),
    clientId: await first('/v1/client', 'clientPage'),
    serviceIds: [await first('/v1/service', 'servicePage')],
    // Tuesday 29 September 2026, 10:00 AEST; the clocks go forward on Sunday 4 October.
    startDate: '2026-09-29T00:00:00.000Z',
    durationInMinutes: 60,
    recurringPeriod: 'week',
    repeatCount: 2,
  });
  expect(reply.appointments.map((item) => item.startDate)).toEqual([
    '2026-09-29T00:00:00.000Z',
    '2026-10-05T23:00:00.000Z',
  ]);

  await page.evaluate((id) => localStorage.setItem('saluni.currentBusinessId', id), sydney);
  for (const date of ['2026-09-29', '2026-10-06']) {
    await openRoute(page, server.url, `/calendar?view=week&date=${date}`);
    await page.reload();
    const label = page.locator('.rbc-event .rbc-event-label').first();
    await expect.poll(() => label.innerText()).toMatch(/^10:00 – 11:00/);
  }
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, SMS_CALLBACK_TOKEN, setupServer } from './support/server';
import { api, openRoute, signIn, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

const HOUR = 3_600_000;

interface Listed {
  _id: string;
}

const firstOf = async <T extends Listed>(page: Page, path: string, key: string, id: string) =>
  (
    await api<Record<string, { docs: T[] }>>(
      page,
      'GET',
      `${path}?${new URLSearchParams({ businessId: id, limit: '1' })}`,
    )
  )[key]!.docs[0]!;

test('reminder offsets and a Swahili template set on screen; at its time the reminder shows in the client\'s messages, and "NDIO" by SMS confirms the appointment on the calendar', async () => {
  // The browser in New York, the salon in Nairobi: the salon's clock decides everything shown.
  const page = await browser.reopen({ timezoneId: 'America/New_York' });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const businesses = await api<{ businessPage: { docs: { _id: string; country: string }[] } }>(
    page,
    'GET',
    '/v1/business?limit=10',
  );
  const salon = businesses.businessPage.docs.find((business) => business.country === 'KE')!._id;
  await page.evaluate((id) => localStorage.setItem('saluni.currentBusinessId', id), salon);

  // Reminders 1 day and 3 hours before; the reminder's words in Kiswahili.
  await openRoute(page, server.url, '/settings/messages');
  const amounts = page.getByLabel('Before the appointment');
  await amounts.nth(1).fill('3');
  await page.getByRole('button', { name: 'Save messages settings' }).click();
  await toast(page, 'Messages settings saved');
  await page.getByLabel('Message', { exact: true }).click();
  await page.getByRole('option', { name: 'Reminder before the appointment' }).click();
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  const words = 'Kumbusho {firstName}: {services} {date} saa {time}. Jibu NDIO kuthibitisha.';
  await page.getByLabel('SMS and WhatsApp text').fill(words);
  await page.getByRole('button', { name: 'Save these words' }).click();
  await toast(page, 'Message words saved');

  // A Swahili-speaking client booked for 10:00 in Nairobi, two days on.
  const phone = `+2547${String(Date.now()).slice(-8)}`;
  const { client } = await api<{ client: Listed }>(page, 'POST', '/v1/client', {
    businessId: salon,
    fullName: 'Neema Wambui',
    phone,
    email: 'neema.wambui@example.test',
    gender: 'Female',
    language: 'sw',
  });
  const employee = await firstOf(page, '/v1/employee', 'employeePage', salon);
  const service = await firstOf(page, '/v1/service', 'servicePage', salon);
  const day = new Date(Date.now() + 2 * 24 * HOUR).toISOString().slice(0, 10);
  const start = new Date(`${day}T07:00:00.000Z`);
  const { appointment } = await api<{ appointment: Listed }>(page, 'POST', '/v1/appointment', {
    businessId: salon,
    employeeId: employee._id,
    clientId: client._id,
    serviceIds: [service._id],
    startDate: start.toISOString(),
    durationInMinutes: 60,
    allowOverlap: true,
  });

  // The clock moved to a minute past 07:00 in Nairobi, three hours before: the reminder is due.
  await server.runJob('appointment-messages', new Date(start.getTime() - 3 * HOUR + 60_000));
  await openRoute(page, server.url, `/client/${client._id}/show`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByText(/Kumbusho Neema/).waitFor();
  expect(await page.getByText(/saa 10:00/).count()).toBeGreaterThan(0);

  // The client answers "NDIO" by SMS, as Africa's Talking delivers it.
  const reply = await page.request.post(`${server.url}/v1/sms/incoming/${SMS_CALLBACK_TOKEN}`, {
    form: {
      from: phone,
      to: '20880',
      text: 'NDIO',
      date: new Date().toISOString(),
      id: `incoming-${Date.now()}`,
      linkId: 'link-1',
    },
  });
  expect(reply.status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByText('Confirmed by reply').waitFor();

  // On the calendar, the appointment opens confirmed.
  await openRoute(page, server.url, `/calendar?view=day&date=${day}&columns=staff`);
  await page
    .getByRole('button', { name: /Neema Wambui/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByLabel('Status').textContent()).toContain('Confirmed');
  expect(appointment._id).toBeTruthy();
});

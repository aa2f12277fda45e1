import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { MessageTree } from '../../texts/merge';
import { sw } from '../../src/i18n/sw';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn, toast } from './support/ui';

/**
 * Refusals that say why, on a laptop and a phone, in English and Swahili: the room picker marks
 * the room taken at that time busy, a booking of a client already booked elsewhere names them and
 * the staff member they are with, Escape asks before losing it, and the owner books it anyway;
 * a weekly series over Madaraka Day names it and books the rest with it skipped; a failed M-Pesa payment (the simulator's 0700000002: balance too low) says so on its row with
 * Try again.
 */
const server = setupServer();
const browser = setupBrowser();

const ENGLISH: Record<string, string> = {
  'saluni.spec.dashboard.addAppointment': 'Add Appointment',
  'saluni.spec.appointment.title': 'Book New Appointment',
  'saluni.appointments.form.date': 'Date',
  'saluni.appointments.form.time': 'Time',
  'saluni.appointments.form.staff': 'Staff',
  'saluni.appointments.form.client': 'Client',
  'saluni.appointments.form.services': 'Services',
  'saluni.appointments.form.book': 'Book',
  'saluni.orders.failureReasons.insufficientFunds': "The client's M-Pesa balance is too low",
  'saluni.orders.tryAgain': 'Try again',
  'saluni.appointments.form.location': 'Location',
  'saluni.appointments.form.roomBusy': 'busy',
  'saluni.appointments.form.bookAnyway': 'Book anyway',
  'saluni.appointments.form.discardTitle': 'Discard this booking?',
  'saluni.appointments.form.keepEditing': 'Keep editing',
  'saluni.checkout.offer.title': 'Appointment booked',
  'saluni.appointments.form.recurring': 'Recurring',
  'saluni.appointments.form.recurringPeriod': 'Repeat',
  'saluni.spec.appointment.recurring.week': 'Weekly',
  'saluni.appointments.form.repeatCount': 'Repeat count',
  'saluni.appointments.form.skipDate': 'Skip',
  'saluni.spec.toast.recurringCreated': 'Recurring Appointments created',
};

const swahili = (key: string): string => {
  const text = key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      sw as unknown as MessageTree,
    );
  if (typeof text !== 'string') throw new Error(`No Swahili text for ${key}`);
  return text;
};

// `hour`: each case's weekly series, Tuesday 25 May 2027 and Madaraka Day (1 June), two hours apart (the business gap).
const CASES = [
  { width: 1366, language: 'en', day: '01', hour: '09' },
  { width: 390, language: 'en', day: '02', hour: '11' },
  { width: 1366, language: 'sw', day: '03', hour: '13' },
  { width: 390, language: 'sw', day: '04', hour: '15' },
] as const;

/** Every screen fits a 390 px phone: nothing scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** The first record of a list whose title field matches `name`. */
const idOf = async (page: Page, path: string, pageKey: string, name: string) => {
  const businessId = await page.evaluate(() => localStorage.getItem('saluni.currentBusinessId')!);
  const reply = await api<Record<string, { docs: { _id: string }[] }>>(
    page,
    'GET',
    `${path}?${new URLSearchParams({ businessId, q: name, limit: '1' })}`,
  );
  return { businessId, id: reply[pageKey]!.docs[0]!._id };
};

// One test a case, each signed in afresh: the four in one test came near its time limit.
test.each(CASES)(
  'a busy room, a client booked elsewhere, a series over a holiday and a failed M-Pesa payment say why, and the owner books anyway, at $width px in $language',
  async ({ width, language, day, hour }) => {
    const { page } = browser;
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await page.getByRole('toolbar').first().waitFor();
    const { businessId, id: clientId } = await idOf(
      page,
      '/v1/client',
      'clientPage',
      'Faith Njeri',
    );
    const { id: kamau } = await idOf(page, '/v1/employee', 'employeePage', 'Kamau Njoroge');
    const { id: serviceId } = await idOf(page, '/v1/service', 'servicePage', 'Gel Manicure');
    const { id: spaRoom } = await idOf(page, '/v1/serviceRoom', 'serviceRoomPage', 'Spa Room 1');
    const t = (key: string) => (language === 'en' ? ENGLISH[key]! : swahili(key));
    // Kept on the user: the page loads below speak it.
    await api(page, 'PUT', '/v1/user/language', { language });
    // Faith is with Kamau in Spa Room 1 at 10:00; booking her with Achieng at the same time is refused by name.
    await api(page, 'POST', '/v1/appointment', {
      businessId,
      clientId,
      employeeId: kamau,
      serviceIds: [serviceId],
      location: spaRoom,
      startDate: `2027-03-${day}T10:00:00+03:00`,
      durationInMinutes: 60,
    });
    await openRoute(page, server.url, '/');
    await page.reload();
    await page
      .getByRole('button', { name: t('saluni.spec.dashboard.addAppointment') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('saluni.spec.appointment.title') });
    await dialog
      .getByLabel(t('saluni.appointments.form.date'), { exact: true })
      .fill(`${day}/03/2027`);
    await dialog.getByLabel(t('saluni.appointments.form.time'), { exact: true }).fill('10:00');
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.staff'), exact: true })
      .click();
    await page.getByRole('option', { name: 'Achieng Odhiambo', exact: true }).click();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.client'), exact: true })
      .fill('Faith');
    await page.getByRole('option', { name: 'Faith Njeri', exact: true }).click();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.services'), exact: true })
      .fill('Gel');
    await page.getByRole('option', { name: 'Gel Manicure', exact: true }).click();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.location'), exact: true })
      .fill('Spa');
    await page
      .getByRole('option', {
        name: `Spa Room 1 (${t('saluni.appointments.form.roomBusy')})`,
        exact: true,
      })
      .waitFor();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.location'), exact: true })
      .fill('');
    await dialog
      .getByRole('button', { name: t('saluni.appointments.form.book'), exact: true })
      .click();
    const refusal =
      language === 'en'
        ? 'Faith Njeri is already booked at this time with Kamau Njoroge'
        : 'Faith Njeri tayari ana miadi wakati huu na Kamau Njoroge';
    await dialog.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await expectNoSidewaysScroll(page);
    // Escape on the half-filled booking asks before discarding it; kept, the owner books it anyway.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: t('saluni.appointments.form.discardTitle') });
    await discard.getByRole('button', { name: t('saluni.appointments.form.keepEditing') }).click();
    await discard.waitFor({ state: 'detached' });
    await dialog
      .getByRole('alert')
      .getByRole('button', { name: t('saluni.appointments.form.bookAnyway') })
      .click();
    const offer = page.getByRole('dialog', { name: t('saluni.checkout.offer.title') });
    await offer.waitFor();
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'detached' });
    const faith = await api<{ appointmentPage: { docs: { employeeId: string }[] } }>(
      page,
      'GET',
      `/v1/appointment?${new URLSearchParams({ businessId, clientId, startDate: `2027-03-${day}T00:00:00+03:00`, endDate: `2027-03-${day}T23:59:59+03:00` })}`,
    );
    expect(faith.appointmentPage.docs).toHaveLength(2);

    // A weekly series over Madaraka Day names the holiday and books the other date, the holiday skipped.
    await page
      .getByRole('button', { name: t('saluni.spec.dashboard.addAppointment') })
      .first()
      .click();
    await dialog.getByLabel(t('saluni.appointments.form.date'), { exact: true }).fill('25/05/2027');
    await dialog.getByLabel(t('saluni.appointments.form.time'), { exact: true }).fill(`${hour}:00`);
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.staff'), exact: true })
      .click();
    await page.getByRole('option', { name: 'Achieng Odhiambo', exact: true }).click();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.client'), exact: true })
      .fill('Faith');
    await page.getByRole('option', { name: 'Faith Njeri', exact: true }).click();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.services'), exact: true })
      .fill('Gel');
    await page.getByRole('option', { name: 'Gel Manicure', exact: true }).click();
    await dialog
      .getByRole('switch', { name: t('saluni.appointments.form.recurring'), exact: true })
      .check();
    await dialog
      .getByRole('combobox', { name: t('saluni.appointments.form.recurringPeriod'), exact: true })
      .click();
    await page
      .getByRole('option', { name: t('saluni.spec.appointment.recurring.week'), exact: true })
      .click();
    await dialog.getByLabel(t('saluni.appointments.form.repeatCount'), { exact: true }).fill('2');
    await dialog
      .getByRole('button', { name: t('saluni.appointments.form.book'), exact: true })
      .click();
    const madaraka = dialog.getByRole('radiogroup', {
      name: language === 'en' ? /Madaraka Day/ : /Siku ya Madaraka/,
    });
    expect(
      await madaraka
        .getByRole('radio', { name: t('saluni.appointments.form.skipDate') })
        .isChecked(),
    ).toBe(true);
    await expectNoSidewaysScroll(page);
    await dialog
      .getByRole('button', { name: t('saluni.appointments.form.book'), exact: true })
      .click();
    await toast(page, t('saluni.spec.toast.recurringCreated'));
    const series = await api<{ appointmentPage: { docs: { startDate: string }[] } }>(
      page,
      'GET',
      `/v1/appointment?${new URLSearchParams({ businessId, clientId, startDate: '2027-05-25T00:00:00+03:00', endDate: '2027-06-02T00:00:00+03:00' })}`,
    );
    const at = (date: string) => new Date(`${date}T${hour}:00:00+03:00`).toISOString();
    expect(series.appointmentPage.docs.map((item) => item.startDate)).toContain(at('2027-05-25'));
    expect(series.appointmentPage.docs.map((item) => item.startDate)).not.toContain(
      at('2027-06-01'),
    );

    // A sale paid by M-Pesa from a phone whose balance is too low.
    await api(page, 'DELETE', `/v1/cart?businessId=${businessId}`);
    await api(page, 'PUT', '/v1/cart', { businessId, clientId });
    await api(page, 'POST', '/v1/cart/entry', {
      businessId,
      kind: 'service',
      serviceId,
      quantity: 1,
    });
    const { cart } = await api<{ cart: { total: number } }>(
      page,
      'GET',
      `/v1/cart?businessId=${businessId}`,
    );
    const { order } = await api<{ order: { _id: string; balanceDue: number } }>(
      page,
      'POST',
      '/v1/order',
      {
        businessId,
        payments: [{ method: 'm-pesa', amount: cart.total, phone: '0700000002' }],
      },
    );
    await api(page, 'POST', '/mpesa/pay', {
      businessId,
      phone_number: '0700000002',
      amount: cart.total,
      transactionRef: order._id,
    });
    await openRoute(page, server.url, `/order/${order._id}`);
    await page
      .getByText(t('saluni.orders.failureReasons.insufficientFunds'))
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: t('saluni.orders.tryAgain') }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').innerText()).toContain('M-Pesa');
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
  },
);

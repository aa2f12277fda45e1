import type { Page } from 'playwright-core';
import type { PayPeriodPage } from '../../../registry/pay';
import type { OpenDatabase } from '../../../server/db/database';
import { api, openRoute } from './ui';

/** The pay tests' browser: in New York, far from either salon's zone. */
export const PAY_ZONE = { locale: 'en-US', timezoneId: 'America/New_York' };

/** The Nairobi salon's id, its periods (newest first) and its staff by name. */
export const demoSalon = async (page: Page) => {
  const { businessPage } = await api<{
    businessPage: { docs: { _id: string; country: string }[] };
  }>(page, 'GET', '/v1/business');
  const businessId = businessPage.docs.find((business) => business.country === 'KE')!._id;
  const { payPeriodPage } = await api<{ payPeriodPage: PayPeriodPage }>(
    page,
    'GET',
    `/v1/pay/periods?businessId=${businessId}&limit=0`,
  );
  const { employeePage } = await api<{
    employeePage: { docs: { _id: string; fullName: string }[] };
  }>(page, 'GET', `/v1/employee?businessId=${businessId}&limit=0`);
  const staffId = (fullName: string) =>
    employeePage.docs.find((person) => person.fullName === fullName)!._id;
  return { businessId, periods: payPeriodPage.docs, staffId };
};

/** Picks a period of the picker by its position, newest first. */
export const pickPeriod = async (page: Page, index: number) => {
  await page.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option').nth(index).click();
};

/** The invitation token e-mailed to `email`, once the staff form's write has queued it. */
export const invitationToken = async (database: OpenDatabase, email: string) => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await database.query('select body from outbox_messages where recipient = $1', [
      email,
    ]);
    const token = /\/#\/invitation\/([A-Za-z0-9_-]+)/.exec(String(rows[0]?.body ?? ''))?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation for ${email}`);
};

export const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Opens the invitation link, chooses the password and signs in: the invited staff member's first visit. */
export const acceptInvitation = async (
  page: Page,
  baseUrl: string,
  token: string,
  password: string,
) => {
  await openRoute(page, baseUrl, `/invitation/${token}`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
};

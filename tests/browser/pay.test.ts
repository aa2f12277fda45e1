import { expect, test } from 'vitest';
import type { PayPeriod, PayStatement } from '../../registry/pay';
import type { OpenDatabase } from '../../server/db/database';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import {
  PAY_ZONE,
  acceptInvitation,
  demoSalon,
  invitationToken,
  money,
  pickPeriod,
} from './support/pay';
import { api, openRoute, signIn, toast } from './support/ui';

/**
 * Staff pay on the demo's Nairobi salon (docs/areas/pay.md "Demo data"), the browser in New
 * York: the owner finds the seeded closed period, closes the ended one and reads a stylist's
 * statement; the stylist, invited through the staff form, reads only their own pay.
 */
let database: OpenDatabase | undefined;
const server = setupServer(async (opened) => {
  database = opened;
});
const browser = setupBrowser();

test('the owner closes the ended period and reads a statement; a stylist sees only their own pay', async () => {
  const page = await browser.reopen(PAY_ZONE);
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const { periods, staffId } = await demoSalon(page);
  const [, recent, older] = periods as [PayPeriod, PayPeriod, PayPeriod];
  expect([recent.status, older.status]).toEqual(['open', 'closed']);

  // The seeded closed period: its chip in the picker, who closed it, no close button.
  await page.getByRole('menuitem', { name: 'Pay', exact: true }).click();
  await page.getByRole('combobox', { name: 'Pay period' }).click();
  const options = page.getByRole('option');
  expect(await options.nth(2).innerText()).toContain('Closed');
  expect(await options.nth(1).innerText()).toContain('Open');
  await options.nth(2).click();
  await page.getByText(/^Closed on .* by Wanjiru Kamau$/).waitFor();
  expect(await page.getByRole('button', { name: 'Close period' }).count()).toBe(0);
  const summary = page.getByRole('table', { name: 'Staff pay in the period' });
  await summary.getByRole('link', { name: 'Achieng Odhiambo' }).waitFor();

  // The ended period still open: its summary, then its close through the confirmation.
  await pickPeriod(page, 1);
  await page.waitForURL(new RegExp(`start=${recent.start}`));
  for (const name of ['Achieng Odhiambo', 'Kamau Njoroge', 'Wanjiru Mwangi'])
    await summary.getByRole('link', { name }).waitFor();
  await page.getByRole('button', { name: 'Close period' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(/^Close the pay period .*\?$/).waitFor();
  await confirm.getByRole('button', { name: 'Close period' }).click();
  expect(await toast(page, 'Pay period closed')).toContain('Success');
  await page.getByText(/^Closed on .* by Wanjiru Kamau$/).waitFor();

  // One stylist's statement of that period: the lines sold and the commission earned.
  const achiengId = staffId('Achieng Odhiambo');
  await summary.getByRole('link', { name: 'Achieng Odhiambo' }).click();
  await page.waitForURL(new RegExp(`/pay/statement/${recent.start}/${achiengId}`));
  await page.getByRole('heading', { name: /^Achieng Odhiambo: / }).waitFor();
  await page.getByText('Commission plan: Stylists').waitFor();
  const lines = page.getByRole('table', { name: 'Lines' });
  await lines.getByRole('cell', { name: 'Box Braids' }).first().waitFor();
  await lines.getByRole('cell', { name: 'Haircut and Blow Dry' }).first().waitFor();
  const { payStatement } = await api<{ payStatement: PayStatement }>(
    page,
    'GET',
    `/v1/pay/statement?businessId=${(await demoSalon(page)).businessId}&start=${recent.start}&employeeId=${achiengId}`,
  );
  expect(payStatement.period.status).toBe('closed');
  expect(payStatement.commission).toBeGreaterThan(0);
  expect(await page.locator('body').innerText()).toContain(money(payStatement.commission));

  // The owner gives the stylist an e-mail on the staff form: the invitation makes her account.
  const email = `achieng-${Date.now()}@example.com`;
  await openRoute(page, server.url, `/employee/${achiengId}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  const token = await invitationToken(database!, email);

  const invited = await browser.browser.newContext(PAY_ZONE);
  try {
    const stylist = await invited.newPage();
    await acceptInvitation(stylist, server.url, token, 'achieng password');
    await stylist.getByRole('menuitem', { name: 'My pay' }).waitFor();
    expect(await stylist.getByRole('menuitem', { name: 'Pay', exact: true }).count()).toBe(0);

    // Her own statement of the period just closed.
    await stylist.getByRole('menuitem', { name: 'My pay' }).click();
    await stylist.getByRole('combobox', { name: 'Pay period' }).waitFor();
    await pickPeriod(stylist, 1);
    await stylist.getByRole('heading', { name: /^Achieng Odhiambo: / }).waitFor();
    const own = stylist.getByRole('table', { name: 'Lines' });
    await own.getByRole('cell', { name: 'Box Braids' }).first().waitFor();
    expect(await stylist.locator('body').innerText()).toContain(money(payStatement.commission));

    // Another stylist's statement is refused.
    await openRoute(
      stylist,
      server.url,
      `/pay/statement/${recent.start}/${staffId('Kamau Njoroge')}`,
    );
    await stylist.getByText('You do not have access to Pay').waitFor();
    expect(await stylist.getByText('Kamau Njoroge').count()).toBe(0);
  } finally {
    await invited.close();
  }
});

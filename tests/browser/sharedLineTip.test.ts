import { expect, test } from 'vitest';
import type { Cart, Order } from '../../registry/orders';
import type { PayStatement } from '../../registry/pay';
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
 * A Nairobi braiding line worked by three braiders (docs/areas/orders.md "Shared lines"), with a
 * tip shared among them paid by M-Pesa through the built-in simulator, the browser in New York.
 * The salon pays weekly; a week passes (the sale is moved back seven days, as the seed dates its
 * sales), the owner closes that week, and one braider, invited through the staff form, reads her
 * own statement: her third of the line and of the tip.
 */
let database: OpenDatabase | undefined;
const server = setupServer(async (opened) => {
  database = opened;
});
const browser = setupBrowser();

const BRAIDS = 'Box Braids';
const BRAIDERS = ['Achieng Odhiambo', 'Wanjiru Mwangi', 'Kamau Njoroge'] as const;
const TIP = 300;

/** Moves an order's sale and payments a week back: the week it was sold in has ended. */
const aWeekPasses = async (orderId: string) => {
  await database!.query(
    `update orders set created_at = created_at - interval '7 days',
       fulfilled_at = fulfilled_at - interval '7 days' where id = $1`,
    [orderId],
  );
  for (const table of ['order_lines', 'order_payments', 'order_tips'])
    await database!.query(
      `update ${table} set created_at = created_at - interval '7 days' where order_id = $1`,
      [orderId],
    );
};

test('three braiders share a braiding line and an M-Pesa tip; the owner closes the week; a braider reads her own statement', async () => {
  const page = await browser.reopen(PAY_ZONE);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const { businessId, staffId } = await demoSalon(page);
  await page.evaluate((id) => localStorage.setItem('saluni.currentBusinessId', id), businessId);
  // The salon pays weekly, from a Monday.
  await api(page, 'PUT', '/v1/pay/settings', {
    businessId,
    frequency: 'weekly',
    anchorDate: '2026-01-05',
  });

  // A cart for Faith Njeri holding the braids, then the checkout.
  const { clientPage } = await api<{ clientPage: { docs: { _id: string }[] } }>(
    page,
    'GET',
    `/v1/client?businessId=${businessId}&q=Faith%20Njeri`,
  );
  const { servicePage } = await api<{ servicePage: { docs: { _id: string }[] } }>(
    page,
    'GET',
    `/v1/service?businessId=${businessId}&q=${encodeURIComponent(BRAIDS)}`,
  );
  await api(page, 'DELETE', `/v1/cart?businessId=${businessId}`);
  await api(page, 'PUT', '/v1/cart', { businessId, clientId: clientPage.docs[0]!._id });
  await api(page, 'POST', '/v1/cart/entry', {
    businessId,
    kind: 'service',
    serviceId: servicePage.docs[0]!._id,
  });
  await openRoute(page, server.url, '/checkout');

  // 1. The line's staff: Achieng, then shared with two more braiders, equally.
  const line = page.getByRole('listitem', { name: BRAIDS });
  await line.getByRole('combobox', { name: 'Staff', exact: true }).click();
  await page.getByRole('option', { name: BRAIDERS[0] }).click();
  await line.getByRole('button', { name: 'Share this line with more staff' }).click();
  const shares = page.getByRole('group', { name: `Staff shares of ${BRAIDS}` });
  await shares.getByRole('combobox', { name: 'Staff 2' }).click();
  await page.getByRole('option', { name: BRAIDERS[1] }).click();
  await shares.getByRole('button', { name: 'Add staff' }).click();
  await shares.getByRole('combobox', { name: 'Staff 3' }).click();
  await page.getByRole('option', { name: BRAIDERS[2] }).click();
  expect(
    await Promise.all([1, 2, 3].map((n) => shares.getByLabel(`Share ${n} (%)`).inputValue())),
  ).toEqual(['33.34', '33.33', '33.33']);
  await shares.getByText('The shares add up to 100%').waitFor();
  await shares.getByRole('button', { name: 'Save shares' }).click();
  await expect
    .poll(async () => {
      const { cart } = await api<{ cart: Cart }>(page, 'GET', `/v1/cart?businessId=${businessId}`);
      return cart.entries[0]!.staff.map(({ fullName, share }) => [fullName, share]);
    })
    .toEqual([
      [BRAIDERS[0], 0.3334],
      [BRAIDERS[1], 0.3333],
      [BRAIDERS[2], 0.3333],
    ]);

  // 2. A tip shared among the line's staff.
  await page.getByRole('button', { name: 'Add tip' }).click();
  await page.getByLabel('Tip amount').fill(String(TIP));
  await page.getByRole('button', { name: 'Save tip' }).click();
  await page.getByText(`Tip — ${BRAIDERS[0]}`).waitFor();
  const { cart } = await api<{ cart: Cart }>(page, 'GET', `/v1/cart?businessId=${businessId}`);
  expect(cart.tips.map(({ fullName, amount }) => [fullName, amount])).toEqual(
    BRAIDERS.map((name) => [name, TIP / 3]),
  );

  // 3. All of it by M-Pesa: the sale and the tip; the simulator pays 0712345678.
  const payment = page.getByRole('region', { name: 'Payment' });
  const mpesaRow = payment.getByRole('group').first();
  await mpesaRow.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'M-Pesa' }).click();
  await expect
    .poll(() => mpesaRow.getByLabel('Amount', { exact: true }).inputValue())
    .toBe(String(cart.total + TIP));
  await mpesaRow.getByRole('textbox', { name: 'Mpesa' }).fill('0712345678');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/#\/order\//, { timeout: 30_000 });
  await page.getByText('Paid', { exact: true }).first().waitFor({ timeout: 30_000 });
  await page.getByRole('region', { name: 'Tips' }).getByText(`Tip — ${BRAIDERS[2]}`).waitFor();
  const orderId = /#\/order\/([^/?]+)/.exec(page.url())![1]!;
  const { order } = await api<{ order: Order }>(
    page,
    'GET',
    `/v1/order/${orderId}?businessId=${businessId}`,
  );
  expect([order.paymentStatus, order.cost, order.tipTotal]).toEqual(['paid', cart.total, TIP]);

  // 4. A week passes; the owner closes the week the braids were sold in.
  await aWeekPasses(orderId);
  await page.getByRole('menuitem', { name: 'Pay', exact: true }).click();
  await pickPeriod(page, 1);
  const summary = page.getByRole('table', { name: 'Staff pay in the period' });
  await summary.getByRole('link', { name: BRAIDERS[0] }).waitFor();
  await page.getByRole('button', { name: 'Close period' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close period' }).click();
  expect(await toast(page, 'Pay period closed')).toContain('Success');
  const { periods } = await demoSalon(page);
  expect(periods[1]!.status).toBe('closed');

  // 5. Achieng, invited through the staff form, reads her statement of that week.
  const achiengId = staffId(BRAIDERS[0]);
  const email = `achieng-${Date.now()}@example.com`;
  await openRoute(page, server.url, `/employee/${achiengId}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  const token = await invitationToken(database!, email);
  const { payStatement } = await api<{ payStatement: PayStatement }>(
    page,
    'GET',
    `/v1/pay/statement?businessId=${businessId}&start=${periods[1]!.start}&employeeId=${achiengId}`,
  );
  expect(payStatement.tips).toBe(TIP / 3);

  const invited = await browser.browser.newContext(PAY_ZONE);
  try {
    const braider = await invited.newPage();
    await acceptInvitation(braider, server.url, token, 'achieng password');
    await braider.getByRole('menuitem', { name: 'My pay' }).click();
    await braider.getByRole('combobox', { name: 'Pay period' }).waitFor();
    await pickPeriod(braider, 1);
    await braider.getByRole('heading', { name: /^Achieng Odhiambo: / }).waitFor();
    const braids = braider.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Box/ });
    await braids.getByRole('cell', { name: '33.34%' }).waitFor();
    const shown = await braider.locator('body').innerText();
    expect(shown).toContain(money(TIP / 3));
    expect(shown).toContain(money(payStatement.commission));
  } finally {
    await invited.close();
  }
});

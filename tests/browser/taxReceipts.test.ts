import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { api, openRoute, signIn } from './support/ui';

/**
 * Receipts the law accepts, on the demo salons, with the browser in New York (neither salon's
 * zone): a Nairobi sale paid by M-Pesa becomes an eTIMS invoice the built-in control unit
 * accepts, and its receipt carries the KRA PIN, the control unit's data, the QR code and the
 * M-Pesa code, and opens as a PDF; a service paid with a gift voucher is taxed and invoiced like
 * any sale; a Sydney sale of A$1,200 asks for the buyer and prints a tax invoice with the ABN and
 * the GST.
 */
const server = setupServer();
const browser = setupBrowser();

interface Named {
  _id: string;
  country?: string;
  name?: string;
  fullName?: string;
}

/**
 * Signs in, works in the demo salon of `country`, and fills its cart with `quantity` of `service`
 * for `client`; the business's and the client's ids.
 */
const cartFor = async (
  page: Page,
  country: 'KE' | 'AU',
  client: string,
  service: string,
  pricingOption: number,
  quantity: number,
) => {
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  const { businessPage } = await api<{ businessPage: { docs: Named[] } }>(
    page,
    'GET',
    '/v1/business',
  );
  const businessId = businessPage.docs.find((business) => business.country === country)!._id;
  await page.evaluate((id) => localStorage.setItem('saluni.currentBusinessId', id), businessId);
  const { clientPage } = await api<{ clientPage: { docs: Named[] } }>(
    page,
    'GET',
    `/v1/client?businessId=${businessId}&q=${encodeURIComponent(client)}`,
  );
  const { servicePage } = await api<{ servicePage: { docs: Named[] } }>(
    page,
    'GET',
    `/v1/service?businessId=${businessId}&q=${encodeURIComponent(service)}`,
  );
  await api(page, 'DELETE', `/v1/cart?businessId=${businessId}`);
  await api(page, 'PUT', '/v1/cart', { businessId, clientId: clientPage.docs[0]!._id });
  await api(page, 'POST', '/v1/cart/entry', {
    businessId,
    kind: 'service',
    serviceId: servicePage.docs[0]!._id,
    pricingOption,
    quantity,
  });
  await openRoute(page, server.url, '/checkout');
  return { businessId, clientId: clientPage.docs[0]!._id };
};

const openReceipt = async (page: Page) => {
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await receipt.getByText('Tax invoice', { exact: true }).waitFor();
  return receipt;
};

test('a Nairobi sale paid by M-Pesa ends as an eTIMS invoice: PIN, control unit data, QR code, M-Pesa code and a PDF', async () => {
  const page = await browser.reopen({ timezoneId: 'America/New_York', acceptDownloads: true });
  await cartFor(page, 'KE', 'Faith Njeri', 'Haircut and Blow Dry', 0, 1);
  await page.getByText('Prices include tax').waitFor();

  const payment = page.getByRole('region', { name: 'Payment' });
  const row = payment.getByRole('group').first();
  await row.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'M-Pesa' }).click();
  await row.getByRole('textbox', { name: 'Mpesa' }).fill('0712345678');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/#\/order\//, { timeout: 30_000 });
  await page.getByText('Paid', { exact: true }).first().waitFor({ timeout: 30_000 });

  // The scheduler submits on its own every half minute; the test runs the job now.
  await server.runJob('etims-submission', new Date());
  await page.reload();
  await page.getByText('Accepted by KRA').waitFor();

  const receipt = await openReceipt(page);
  await receipt.getByText('KRA PIN: P051234567X').waitFor();
  await receipt.getByText('Receipt signature').waitFor();
  await receipt.getByText(/^S[0-9A-F]{9}$/).waitFor();
  const qr = receipt.getByRole('img', { name: 'eTIMS QR code' });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a gift voucher pays a Nairobi service: the code shows its balance, the order is paid and invoiced with its VAT', async () => {
  const page = await browser.reopen({ timezoneId: 'America/New_York' });
  // Short hair, KES 1,500, band B.
  const { businessId, clientId } = await cartFor(
    page,
    'KE',
    'Faith Njeri',
    'Haircut and Blow Dry',
    0,
    1,
  );
  const { voucherPage } = await api<{ voucherPage: { docs: Named[] } }>(
    page,
    'GET',
    `/v1/voucher?businessId=${businessId}&q=${encodeURIComponent('Birthday Treat')}`,
  );
  const { clientVoucher } = await api<{ clientVoucher: { code: string } }>(
    page,
    'POST',
    '/v1/voucher/client',
    { businessId, voucherId: voucherPage.docs[0]!._id, clientId },
  );

  const payment = page.getByRole('region', { name: 'Payment' });
  const row = payment.getByRole('group').first();
  await row.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Gift voucher' }).click();
  await row.getByRole('textbox', { name: 'Voucher code' }).fill(clientVoucher.code.toLowerCase());
  await row.getByRole('button', { name: 'Check' }).click();
  await row.getByText('Birthday Treat · Balance KES 2,500.00').waitFor();
  await payment.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/#\/order\//, { timeout: 30_000 });
  await page.getByText('Paid', { exact: true }).first().waitFor();
  await page.getByText(`Gift voucher ···${clientVoucher.code.slice(-4)}`).waitFor();

  await server.runJob('etims-submission', new Date());
  await page.reload();
  await page.getByText('Accepted by KRA').waitFor();
  const receipt = await openReceipt(page);
  // 1,500 x 16/116 of VAT in band B.
  await receipt.getByText('206.90', { exact: false }).first().waitFor();
  await receipt.getByText('Gift voucher', { exact: false }).first().waitFor();
});

test('a Sydney sale of A$1,200 asks for the buyer and prints a tax invoice with the ABN and the GST', async () => {
  const page = await browser.reopen({ timezoneId: 'America/New_York' });
  // Remedial Massage, a full hour at A$120, ten times.
  await cartFor(page, 'AU', 'Olivia Thompson', 'Remedial Massage', 1, 10);
  await page
    .getByText('A tax invoice of A$1,000 or more names the buyer', { exact: false })
    .waitFor();
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('button', { name: /^Pay / }).click();
  await page.getByText('Enter the name or the ABN').first().waitFor();
  await page.getByLabel('Name on the invoice').fill('Harbour Events Pty Ltd');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/#\/order\//, { timeout: 30_000 });

  const receipt = await openReceipt(page);
  await receipt.getByText('ABN: 51824753556').waitFor();
  await receipt.getByText('Harbour Events Pty Ltd').waitFor();
  await receipt.getByText('GST: AUD 109.09').waitFor();
});

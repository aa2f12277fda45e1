import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast, waitForDashboard } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

test("the owner edits a client on a phone and reads the change in the client's History and on the Activity page", async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  const reply = await page.request.get(`${server.url}/v1/user`);
  const { user } = (await reply.json()) as { user: { roles: { business: { _id: string } }[] } };
  const businessId = user.roles[0]!.business._id;
  // Made from the API: the client screens' own flow is clients.test.ts.
  const created = await page.request.post(`${server.url}/v1/client`, {
    headers: { origin: server.url },
    data: { businessId, fullName: 'Nafula Simiyu', email: 'nafula@example.com', gender: 'Female' },
  });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { client: { _id: string } }).client._id;

  await openRoute(page, server.url, `/client/${clientId}`);
  const name = page.getByLabel('Full name');
  await expect.poll(() => name.inputValue()).toBe('Nafula Simiyu');
  await name.fill('Nafula Wekesa');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Client updated')).toContain('Success');

  // Saving returns to the client's page, whose History tab tells who changed what.
  await page.getByRole('heading', { level: 1, name: 'Nafula Wekesa' }).waitFor();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByText('Full name: Nafula Simiyu → Nafula Wekesa').waitFor();
  await history.getByText('Changed · Wanjiru Kamau').waitFor();
  await history.getByText('Created · Wanjiru Kamau').waitFor();
  // It reads on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The Activity page lists it among the business's changes, filtered to clients.
  await openRoute(page, server.url, '/activity');
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Client', exact: true }).click();
  await page.getByText('Full name: Nafula Simiyu → Nafula Wekesa').waitFor();
  await page.getByText('Changed: Client · Wanjiru Kamau').first().waitFor();
});

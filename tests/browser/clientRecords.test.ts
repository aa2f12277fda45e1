import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

/** Signs in as the demo owner and returns the demo business id, read as the app reads it. */
const signInAsDemoOwner = async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Job titles' }).waitFor();
  const reply = await page.request.get(`${server.url}/v1/user`);
  const { user } = (await reply.json()) as { user: { roles: { business: { _id: string } }[] } };
  return user.roles[0]!.business._id;
};

test('staff record a consultation form for a client, change it and read its history', async () => {
  const { page } = browser;
  const businessId = await signInAsDemoOwner();
  // The client comes from the API: the client screens are another part of the app.
  // Sent as the app sends it: a write with the session cookie must name the app's origin.
  const created = await page.request.post(`${server.url}/v1/client`, {
    headers: { origin: server.url },
    data: { businessId, fullName: 'Halima Abdi', email: 'halima@example.com', gender: 'Female' },
  });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { client: { _id: string } }).client._id;

  await openRoute(page, server.url, `/client/${clientId}/show?tab=consultation-forms`);
  await page.getByRole('heading', { name: 'Halima Abdi', level: 1 }).waitFor();
  await page.getByText('No consultation forms yet').waitFor();
  await page.getByRole('button', { name: 'Add consultation form' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Form name is required').waitFor();

  await dialog.getByLabel('Form name').fill('Skin consultation');
  await dialog.getByLabel('Question').first().fill('Any allergies?');
  await dialog.getByLabel('Answer').first().fill('Latex');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel('Question').nth(1).fill('Taking any medication?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Client Consultation Form created')).toContain('Success');
  await page.getByText('Skin consultation').waitFor();
  await page.getByText(/2 questions · version 1/).waitFor();

  await page.getByRole('button', { name: 'Edit' }).click();
  const answer = page.getByRole('dialog').getByLabel('Answer').first();
  await expect.poll(() => answer.inputValue()).toBe('Latex');
  await answer.fill('Latex and nuts');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Consultation Form updated')).toContain('Success');
  await page.getByText(/2 questions · version 2/).waitFor();

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Consultation form history' });
  await history.getByRole('region', { name: 'Version 2' }).getByText('Latex and nuts').waitFor();
  await history
    .getByRole('region', { name: 'Version 1' })
    .getByText('Latex', { exact: true })
    .waitFor();
});

test('an owner imports Google reviews from a CSV file; a bad file names its lines and imports nothing', async () => {
  const { page } = browser;
  await signInAsDemoOwner();
  await page.getByRole('menuitem', { name: 'Google reviews' }).click();
  await page.getByRole('cell', { name: 'Njeri Wambui' }).waitFor();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Google reviews' });
  const bad =
    'reviewer,rating,comment,date\nZawadi Kibet,7,Too many stars,2026-04-01\nYusuf Ali,4,,April 2\n';
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByText('Line 2, rating: Must be at most 5').waitFor();
  await dialog.getByText('Line 3, date: Must be a date (YYYY-MM-DD)').waitFor();

  const good =
    'Reviewer,Rating,Comment,Date\nZawadi Kibet,5,"Beautiful nails, thank you",2026-04-01\nYusuf Ali,4,,2026-04-02\nMercy Chebet,2,Waited too long,2026-04-03\n';
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByText('3 imported, 0 already there').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const reviewer of ['Zawadi Kibet', 'Yusuf Ali', 'Mercy Chebet'])
    await page.getByRole('cell', { name: reviewer }).waitFor();
  await page.getByRole('cell', { name: 'Beautiful nails, thank you' }).waitFor();
});

import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import type { OpenDatabase } from '../../server/db/database';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, toast } from './support/ui';

// The outbox screen and call show links redacted: the test reads the e-mail as its recipient would, from the row.
let database: OpenDatabase | undefined;
const server = setupServer(async (opened) => {
  database = opened;
});
const browser = setupBrowser();

test('an owner adds staff with an email and permissions; the invited person signs in and sees only what they may do', async () => {
  const { page } = browser;
  const email = `atieno-${Date.now()}@example.com`;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Staff', exact: true }).click();
  await page.getByRole('link', { name: 'Create' }).first().click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Atieno Auma');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('switch', { name: 'Saturday Works' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await toast(page, 'Staff created')).toContain('Success');

  // The staff detail page: weekly hours and the permission grid.
  await page.getByRole('cell', { name: 'Atieno Auma' }).click();
  await page.getByRole('heading', { name: 'Atieno Auma', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Working hours' }).waitFor();
  await page.getByRole('checkbox', { name: 'Clients - Profile Read' }).check();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  expect(await toast(page, 'EmployeePermission updated')).toContain('Success');

  // employees.csv from the list.
  await openRoute(page, server.url, '/employee');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('employees.csv');
  const rows = parse(await readFile((await download.path())!, 'utf8')) as string[][];
  expect(rows[0]).toEqual([
    'Full name',
    'Email',
    'Phone',
    'Job title',
    'Working hours',
    'Created at',
  ]);
  const row = rows.find((candidate) => candidate[1] === email);
  expect(row?.[0]).toBe('Atieno Auma');
  expect(row?.[4]).toContain('Saturday Day off');

  // The invitation e-mail waits in the outbox (no SMTP here); the owner sees no trace of its link.
  const shown = await page.evaluate(async (recipient) => {
    const businessId = localStorage.getItem('saluni.currentBusinessId');
    const reply = await fetch(`/v1/outbox?businessId=${businessId}&limit=100`, {
      credentials: 'include',
    });
    const { outboxMessagePage } = (await reply.json()) as {
      outboxMessagePage: { docs: { recipient: string; body: string }[] };
    };
    return outboxMessagePage.docs.find((doc) => doc.recipient === recipient)?.body;
  }, email);
  expect(shown).toContain('[private link, sent only to the recipient]');
  expect(shown).not.toContain('/#/invitation');
  const { rows: mails } = await database!.query(
    'select body from outbox_messages where recipient = $1',
    [email],
  );
  const token = /\/#\/invitation\/([A-Za-z0-9_-]+)/.exec(String(mails[0]?.body ?? ''))?.[1];
  expect(token).toBeTruthy();

  // The invited person, in their own browser.
  const invited = await browser.browser.newContext({
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  try {
    const staffPage = await invited.newPage();
    await openRoute(staffPage, server.url, `/invitation/${token}`);
    await staffPage.getByText(`Choose a password to sign in as ${email}.`).waitFor();
    await staffPage.getByLabel('Password').fill('atieno password');
    await staffPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await staffPage.getByRole('menuitem', { name: 'Clients' }).waitFor();
    const menu = (await staffPage.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
    // Every member reads their own pay statement (docs/areas/pay.md).
    expect(menu).toEqual(['Clients', 'My pay']);
    await staffPage.getByRole('menuitem', { name: 'Clients' }).click();
    await staffPage.getByRole('cell', { name: 'Brian Mwangi' }).waitFor();
    // Read only: no Create anywhere.
    expect(await staffPage.getByRole('link', { name: 'Create' }).count()).toBe(0);
  } finally {
    await invited.close();
  }
});

import { expect, test } from 'vitest';
import { sw } from '../../src/i18n/sw';
import type { MessageTree } from '../../texts/merge';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { signIn, openRoute } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

/** A Swahili text by its key, with its placeholders filled; the first form of a plural. */
const swahili = (key: string, values: Record<string, string | number> = {}): string => {
  const text = key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      sw as unknown as MessageTree,
    );
  if (typeof text !== 'string') throw new Error(`No Swahili text for ${key}`);
  return text
    .split('||||')[0]!
    .trim()
    .replace(/%\{(\w+)\}/g, (_match, name: string) => String(values[name]));
};
const pluralOf = (key: string): string => {
  const text = key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      sw as unknown as MessageTree,
    );
  return String(text).split('||||').pop()!.trim();
};

test('the owner switches to Kiswahili: the menu, a list and the server’s field messages speak Swahili, and the next sign-in starts in it', async () => {
  const { page, browser: chromium } = browser;
  const languagesAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/'))
      languagesAsked.push(request.headers()['accept-language'] ?? '');
  });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('menuitem', { name: 'Clients' }).last().waitFor();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Kiswahili' }).click();

  // The menu and the clients list in Swahili, the demo's clients as they are.
  const clients = pluralOf('resources.client.name');
  await page.getByRole('menuitem', { name: clients, exact: true }).last().click();
  await page.getByRole('cell', { name: 'Achieng Odhiambo' }).waitFor();
  await page
    .getByRole('columnheader', { name: swahili('resources.client.fields.fullName') })
    .waitFor();
  expect(await page.getByRole('menuitem', { name: 'Clients', exact: true }).count()).toBe(0);

  // The web form checks what it can; a name the server refuses (sent longer than the form
  // allows) comes back as a 422 whose field message is in Swahili.
  await openRoute(page, server.url, '/job-title/create');
  await page.route('**/v1/job-title', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, name: 'x'.repeat(121) }) });
  });
  await page.getByLabel(swahili('resources.job-title.fields.name')).fill('Msusi');
  await page.getByRole('button', { name: swahili('ra.action.save') }).click();
  const tooLong = swahili('saluni.validation.tooLong', { max: 120 });
  await page.getByText(tooLong).first().waitFor();
  expect(languagesAsked.at(-1)).toBe('sw');

  // The choice is kept on the user: a new browser signs in straight into Swahili.
  const context = await chromium.newContext({ locale: 'en-US' });
  const fresh = await context.newPage();
  await signIn(fresh, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await fresh.getByRole('menuitem', { name: clients, exact: true }).last().waitFor();
  await context.close();
});

import type { Page } from 'playwright-core';
import type { MessageTree } from '../../../texts/merge';
import { DEMO_LOGIN, type Mailbox } from './server';

/** A text of a catalogue by its key, placeholders filled. */
export const textOf = (
  catalogue: unknown,
  key: string,
  values: Record<string, string> = {},
): string => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as MessageTree)[part] : undefined),
      catalogue,
    );
  if (typeof text !== 'string') throw new Error(`No text for ${key}`);
  return text.replace(/%\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
};

/**
 * Waits for the app's toast (an MUI Alert, role "alert") with `text` and returns its full
 * text, title included ('Success' / 'Request failed!'), for the caller to check.
 */
export const toast = async (page: Page, text: string | RegExp): Promise<string> => {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.first().waitFor();
  return alert.first().innerText();
};

/** A call of the API from the signed-in page (its cookie, its origin), answering the reply's JSON. */
export const api = <T>(page: Page, method: string, path: string, body?: object): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const reply = await fetch(path, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await reply.json()) as T;
    },
    { method, path, body },
  );

/** The client-side route `path` (react-admin uses a hash router). */
export const openRoute = async (page: Page, baseUrl: string, path: string) => {
  await page.goto(`${baseUrl}/#${path}`);
};

export const signIn = async (page: Page, baseUrl: string, email: string, password: string) => {
  await page.goto(baseUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Waits for the dashboard a sign-in lands on: the app's layout at the root. Its address is `#/`
 * when the app's own sign-in page sent the sign-in, and the bare root when the boot's form sent
 * it and its reply came before the app's code (src/boot/main.ts), as on a slow link.
 */
export const waitForDashboard = async (page: Page) => {
  await page.locator('#main-content').waitFor();
  await page.waitForURL(/\/(#\/)?$/);
};

/** The demo owner signed in on a 390 px phone, the app switched to Swahili from the Profile menu. */
export const signInOnPhoneInSwahili = async (page: Page, baseUrl: string) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, baseUrl, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
};

/**
 * Signs up through the pages as a new person, as one would: the form (name and e-mail), "Check
 * your e-mail", then the link of the e-mail the server sent (received by the test's SMTP server),
 * where the password is chosen, and its Confirm button, which signs in.
 */
export const signUpThroughEmail = async (
  page: Page,
  server: { url: string; mailbox: Mailbox },
  fullName: string,
  email: string,
) => {
  await page.goto(server.url);
  await page.getByRole('link', { name: 'New to Saluni? Create an account' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByText('Check your e-mail').waitFor();
  await page.goto(
    `${server.url}/#/verify-email/${await server.mailbox.linkToken(email, 'verify-email')}`,
  );
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Repeat password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
};

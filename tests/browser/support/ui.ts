import type { Page } from 'playwright-core';

/**
 * Waits for the app's toast (an MUI Alert, role "alert") with `text` and returns its full
 * text, title included ('Success' / 'Request failed!'), for the caller to check.
 */
export const toast = async (page: Page, text: string | RegExp): Promise<string> => {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.first().waitFor();
  return alert.first().innerText();
};

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

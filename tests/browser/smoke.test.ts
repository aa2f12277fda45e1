import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { setupServer } from './support/server';

const server = setupServer();
const browser = setupBrowser();

test('/healthz answers ok', async () => {
  const response = await fetch(`${server.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the built app loads at / and shows the sign-in page', async () => {
  const { page } = browser;
  const response = await page.goto(server.url);
  expect(response?.status()).toBe(200);
  await page.getByLabel('Email').waitFor();
  await page.getByLabel('Password').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await page.title()).toContain('Saluni');
});

test('a client-side route deep link still serves the app', async () => {
  const { page } = browser;
  const response = await page.goto(`${server.url}/job-title`);
  expect(response?.status()).toBe(200);
  // Not signed in: the app sends the visitor to sign in rather than showing data.
  await page.getByLabel('Email').waitFor();
});

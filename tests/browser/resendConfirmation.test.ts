import { expect, test } from 'vitest';
import { signUpEnglish } from '../../src/auth/signUpTexts.en';
import { en } from '../../src/i18n/en';
import type { MessageTree } from '../../texts/merge';
import { sw } from '../../src/i18n/sw';
import { setupBrowser } from './support/browser';
import { setupServer } from './support/server';

const server = setupServer();
const browser = setupBrowser();

/**
 * A text by its key under `saluni.auth`, from the first catalogue holding it (the sign-up pages'
 * English texts join the catalogue with their chunk: `signUpTexts.en.ts`).
 */
const authText = (catalogues: readonly unknown[], key: string): string => {
  for (const catalogue of catalogues) {
    const text = `saluni.auth.${key}`
      .split('.')
      .reduce<MessageTree | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalogue as MessageTree,
      );
    if (typeof text === 'string') return text;
  }
  throw new Error(`no text for ${key}`);
};

const CASES = [
  { language: 'en', catalogues: [signUpEnglish, en], width: 1366 },
  { language: 'sw', catalogues: [sw], width: 390 },
  { language: 'en', catalogues: [signUpEnglish, en], width: 390 },
  { language: 'sw', catalogues: [sw], width: 1366 },
] as const;

test('a sign-up whose e-mail never came asks for it again from the sign-in page, and the new link makes the account', async () => {
  for (const { language, catalogues, width } of CASES) {
    const text = (key: string) => authText(catalogues, key);
    const context = await browser.browser.newContext({
      locale: 'en-US',
      timezoneId: 'Australia/Sydney',
      viewport: { width, height: 844 },
    });
    // A visitor who read the app in Kiswahili before finds the signed-out pages in it too.
    await context.addInitScript(
      (locale: string) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
      language,
    );
    const page = await context.newPage();
    try {
      const email = `resend-${language}-${width}-${Date.now()}@example.test`;
      const signUp = await page.request.post(`${server.url}/v1/auth/signup`, {
        data: { fullName: 'Achieng Otieno', email },
        headers: { origin: server.url },
      });
      expect(signUp.status()).toBe(202);
      const lost = await server.mailbox.linkToken(email, 'verify-email');

      await page.goto(server.url);
      await page.getByRole('link', { name: text('resend.link') }).click();
      await page.getByText(text('resend.intro')).waitFor();
      await page.getByLabel(text('email')).fill(email);
      await page.getByRole('button', { name: text('resend.submit') }).click();
      await page.getByText(text('emailVerification.checkTitle')).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      let fresh = lost;
      for (let attempt = 0; attempt < 100 && fresh === lost; attempt++) {
        const tokens = server.mailbox.received
          .filter((mail) => mail.to.includes(email))
          .flatMap(
            (mail) =>
              /\/#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] ??
              [],
          );
        fresh = tokens.at(-1) ?? lost;
        if (fresh === lost) await page.waitForTimeout(100);
      }
      expect(fresh).not.toBe(lost);
      await page.goto(`${server.url}/#/verify-email/${fresh}`);
      await page.getByLabel(text('password'), { exact: true }).fill('correct horse battery');
      await page.getByLabel(text('repeatPassword'), { exact: true }).fill('correct horse battery');
      await page.getByRole('button', { name: text('emailVerification.confirm') }).click();
      await page.waitForURL((url) => !url.hash.includes('verify-email'));
      const user = await page.request.get(`${server.url}/v1/user`);
      expect(user.status()).toBe(200);
    } finally {
      await context.close();
    }
  }
});

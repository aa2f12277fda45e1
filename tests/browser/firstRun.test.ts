import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { firstRunScreensEnglish } from '../../src/dashboard/texts.en';
import { appointmentScreensEnglish } from '../../src/appointments/texts.en';
import { en } from '../../src/i18n/en';
import { createBusinessEnglish } from '../../src/layout/createBusinessTexts.en';
import type { MessageTree } from '../../texts/merge';
import { sw } from '../../src/i18n/sw';
import { setupBrowser } from './support/browser';
import { setupServer } from './support/server';
import { signUpThroughEmail, toast, signInOnPhoneInSwahili } from './support/ui';

/**
 * A new business is no dead end: its dashboard lists the first steps, the starter services are
 * added from it, and Book New Appointment then offers them. On a desk in English for a person
 * who has just signed up, on a phone in Swahili for an owner adding a branch.
 */
const server = setupServer();
const browser = setupBrowser();

type Say = (key: string, values?: Record<string, string>) => string;

/** A text of a catalogue by its key, placeholders filled (the plural's first form). */
const textOf =
  (...catalogues: unknown[]): Say =>
  (key, values = {}) => {
    for (const catalogue of catalogues) {
      const text = key
        .split('.')
        .reduce<unknown>(
          (node, part) =>
            node && typeof node === 'object' ? (node as MessageTree)[part] : undefined,
          catalogue,
        );
      if (typeof text === 'string')
        return text.replace(/%\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
    }
    throw new Error(`No text for ${key}`);
  };

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Fills the create-business form (first sign-in or Add a business) and waits for the new business's checklist. */
const createBusiness = async (page: Page, say: Say, name: string) => {
  await page.getByLabel(say('saluni.business.name')).fill(name);
  await page.getByRole('button', { name: say('saluni.business.create') }).click();
  const checklist = page.getByRole('region', { name: say('saluni.firstRun.title') });
  await checklist.waitFor();
  return checklist;
};

/** Ticks nothing but the default: every starter service of `salonType`, then Add. */
const addStarterServices = async (page: Page, say: Say, salonType: string, count: number) => {
  const checklist = page.getByRole('region', { name: say('saluni.firstRun.title') });
  expect(await checklist.getByTestId('first-run-services').getAttribute('data-done')).toBe('no');
  await checklist.getByRole('button', { name: say('saluni.firstRun.starter.offer') }).click();
  const dialog = page.getByRole('dialog', { name: say('saluni.firstRun.starter.title') });
  await dialog.getByRole('combobox', { name: say('saluni.firstRun.starter.salonType') }).click();
  await page
    .getByRole('option', { name: say(`saluni.firstRun.starter.salonTypes.${salonType}`) })
    .click();
  const add = (n: number) =>
    say('saluni.firstRun.starter.add', { smart_count: String(n) }).split(' |||| ')[
      n === 1 ? 0 : 1
    ]!;
  await dialog.getByRole('button', { name: add(count) }).click();
  await toast(
    page,
    say('saluni.firstRun.starter.added', { smart_count: String(count) }).split(' |||| ')[1]!,
  );
  await expect
    .poll(() => checklist.getByTestId('first-run-services').getAttribute('data-done'))
    .toBe('yes');
};

/** Book New Appointment from the checklist's last step: the Services box offers `service`. */
const servicesAreOffered = async (page: Page, say: Say, search: string, service: string) => {
  const checklist = page.getByRole('region', { name: say('saluni.firstRun.title') });
  await checklist
    .getByRole('button', { name: say('saluni.firstRun.steps.booking.action') })
    .click();
  const dialog = page.getByRole('dialog');
  const services = dialog.getByRole('combobox', {
    name: say('saluni.appointments.form.services'),
    exact: true,
  });
  await services.fill(search);
  await page.getByRole('option', { name: service, exact: true }).waitFor();
};

test('on a desk in English: a person who has just signed up creates a barber shop, adds its starter services and is offered them when booking', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  const say = textOf(firstRunScreensEnglish, appointmentScreensEnglish, createBusinessEnglish, en);
  await signUpThroughEmail(page, server, 'Baraka Kinyozi', `baraka-${Date.now()}@example.test`);
  const checklist = await createBusiness(page, say, uniqueName('Baraka Barbers'));
  await checklist.getByText(say('saluni.firstRun.progress', { done: '0', total: '6' })).waitFor();
  expect(
    await checklist
      .getByRole('link', { name: say('saluni.firstRun.steps.rooms.action') })
      .getAttribute('href'),
  ).toBe('#/service-room');
  await addStarterServices(page, say, 'barber', 5);
  await checklist.getByText(say('saluni.firstRun.progress', { done: '1', total: '6' })).waitFor();
  await servicesAreOffered(page, say, 'Beard', 'Beard trim');
});

test('on a 390 px phone in Swahili: the demo owner adds a branch from the user menu, gets its checklist and Swahili starter services', async () => {
  const { page } = browser;
  await signInOnPhoneInSwahili(page, server.url);
  const say = textOf(sw);
  await page.getByRole('button', { name: say('ra.auth.user_menu') }).click();
  await page.getByRole('menuitem', { name: say('saluni.business.add') }).click();
  await page.getByRole('heading', { name: say('saluni.business.addTitle') }).waitFor();
  await noSidewaysScroll(page);
  const checklist = await createBusiness(page, say, uniqueName('Tawi la Westlands'));
  await noSidewaysScroll(page);
  // The new branch is the current business: its checklist starts from nothing.
  await checklist.getByText(say('saluni.firstRun.progress', { done: '0', total: '6' })).waitFor();
  await addStarterServices(page, say, 'hair', 5);
  await noSidewaysScroll(page);
  await servicesAreOffered(page, say, 'Kusuka', 'Kusuka nywele');
  await noSidewaysScroll(page);
});

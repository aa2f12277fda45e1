import { afterEach, describe, expect, test } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { workingHoursEnglish } from '../../../texts/areas/workingHours.en';
import { onlineBookingEnglish } from '../../../texts/areas/onlineBooking.en';
import { payChecksEnglish } from '../../../texts/areas/payChecks.en';
import { serverWordedEnglish } from '../../../texts/areas/serverWorded.en';
import { specScreensEnglish } from '../../../texts/specScreens.en';
import { serverEnglish } from '../../../texts/server.en';
import { serverSwahili } from '../../../texts/server.sw';
import { serverFrontDeskEnglish } from '../../../texts/serverFrontDesk.en';
import { serverFrontDeskSwahili } from '../../../texts/serverFrontDesk.sw';
import { deepMerge, type MessageTree } from '../../../texts/merge';
import { sw } from '../../../src/i18n/sw';
import { flatten, mayStayEnglish } from '../../../scripts/i18n/translations';

/** The texts each area's screens add when they load (found by file name, as src/i18n/sw.ts finds their Swahili). */
const areaCatalogues = import.meta.glob<Record<string, MessageTree>>('../../../src/*/*.en.ts', {
  eager: true,
});

// The web app's catalogue, the texts its area screens add when they load, and the texts only the server speaks, checked alike.
const english = flatten(
  [
    ...Object.values(areaCatalogues).flatMap((catalogue) => Object.values(catalogue)),
    workingHoursEnglish,
    onlineBookingEnglish,
    payChecksEnglish,
    specScreensEnglish,
    serverWordedEnglish,
    serverEnglish,
    serverFrontDeskEnglish,
  ].reduce<MessageTree>((merged, texts) => deepMerge(merged, texts), en as unknown as MessageTree),
);
const swahili = flatten(
  [serverSwahili, serverFrontDeskSwahili].reduce(deepMerge, sw as unknown as MessageTree),
);

const PLURAL_SEPARATOR = '||||';
const placeholdersOf = (text: string): string[] =>
  [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const pluralForms = (text: string): string[] => text.split(PLURAL_SEPARATOR);

describe('the Swahili catalogue', () => {
  test('has a text for every English key, react-admin’s and Saluni’s', () => {
    const missing = [...english.keys()].filter((key) => {
      const text = swahili.get(key);
      return text === undefined || (text.trim() === '' && english.get(key)?.trim() !== '');
    });
    expect(missing).toEqual([]);
  });

  test('has no key that the English catalogue lacks', () => {
    expect([...swahili.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  test('keeps the plural forms and, in each, the placeholders of the English text', () => {
    const mismatched = [...english].filter(([key, englishText]) => {
      const swahiliText = swahili.get(key) ?? '';
      const englishForms = pluralForms(englishText);
      const swahiliForms = pluralForms(swahiliText);
      return (
        englishForms.length !== swahiliForms.length ||
        englishForms.some(
          (form, index) =>
            placeholdersOf(form).join() !== placeholdersOf(swahiliForms[index]).join(),
        )
      );
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  test('is translated: a text equals the English one only when it holds nothing but kept words', () => {
    const untranslated = [...english].filter(
      ([key, englishText]) =>
        swahili.get(key) === englishText && !mayStayEnglish('sw', englishText),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('the i18n provider', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  test('offers English, the default, and Kiswahili', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'sw', name: 'Kiswahili' },
    ]);
    expect(i18nProvider.translate('saluni.menu.clients')).toBe('Clients');
  });

  test('speaks Swahili after the switch, plurals and placeholders included', async () => {
    await i18nProvider.changeLocale('sw');
    expect(i18nProvider.getLocale()).toBe('sw');
    expect(i18nProvider.translate('saluni.menu.clients')).toBe('Wateja');
    expect(i18nProvider.translate('resources.client.name', { smart_count: 1 })).toBe('Mteja');
    expect(i18nProvider.translate('resources.client.name', { smart_count: 2 })).toBe('Wateja');
    expect(
      i18nProvider.translate('ra.navigation.page_range_info', {
        offsetBegin: 1,
        offsetEnd: 10,
        total: 42,
      }),
    ).toBe('1-10 kati ya 42');
  });
});

import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { deepMerge, type MessageTree } from '../../texts/merge';

const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'sw', name: 'Kiswahili' },
];

/** English texts of screens that load with their area, added when they load (addEnglishTexts). */
const lateEnglish: MessageTree[] = [];

const englishCatalogue = () =>
  lateEnglish.reduce<MessageTree>(
    (merged, texts) => deepMerge(merged, texts),
    en as unknown as MessageTree,
  );

/**
 * English is the default and ships in the main bundle, except the texts of screens that load
 * with their area; Swahili loads whole on the first switch to it, so English readers never
 * download it.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) =>
    locale === 'sw'
      ? import('./sw').then((catalogue) => catalogue.sw)
      : (englishCatalogue() as typeof en),
  'en',
  locales,
  { allowMissing: true },
);

/**
 * Adds the English texts of an area's screens as their module loads (their Swahili is in the
 * Swahili catalogue): the catalogue in use is rebuilt before the screens render.
 */
export const addEnglishTexts = (texts: MessageTree): void => {
  lateEnglish.push(texts);
  if (i18nProvider.getLocale() === 'en') void i18nProvider.changeLocale('en');
};

import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'sw', name: 'Kiswahili' },
];

/**
 * English is the default and ships in the main bundle; Swahili loads on the first switch to it,
 * so English readers never download it.
 */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'sw' ? import('./sw').then((catalogue) => catalogue.sw) : en), 'en', locales, {
  allowMissing: true,
});

import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { siteEnglish, type SiteTextKey } from '../texts/site.en';
import { siteSwahili } from '../texts/site.sw';
import type { Language } from '../texts/languages';

/** English unless the browser asks for Swahili (as texts/languages.ts's default). */
const DEFAULT_LANGUAGE: Language = 'en';
/** The site's languages: its own catalogues, key for key. */
export const SITE_LANGUAGES = ['en', 'sw'] as const satisfies readonly Language[];

const CATALOGUES: Record<Language, Record<SiteTextKey, string>> = {
  en: siteEnglish.site,
  sw: siteSwahili.site,
};

/** Swahili when the browser prefers it before English, else English. */
export const browserLanguage = (preferred: readonly string[]): Language => {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'sw') return 'sw';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
};

export type Translate = (key: SiteTextKey, values?: Record<string, string | number>) => string;

export const translator =
  (language: Language): Translate =>
  (key, values = {}) =>
    CATALOGUES[language][key].replace(/%\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );

export interface SiteLanguage {
  language: Language;
  t: Translate;
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<SiteLanguage>({
  language: DEFAULT_LANGUAGE,
  t: translator(DEFAULT_LANGUAGE),
  setLanguage: () => undefined,
});

export const useLanguage = () => useContext(LanguageContext);

import type { Language } from '../../src/i18n/languages';
import type { MessageTree } from '../../src/i18n/merge';
import { saluniEnglish } from '../../src/i18n/saluni.en';
import { saluniSwahili } from '../../src/i18n/saluni.sw';

/** The catalogues the server's messages come from, one per language: the web app's own. */
export const SERVER_CATALOGUES: Partial<Record<Language, MessageTree>> & { en: MessageTree } = {
  en: saluniEnglish,
  sw: saluniSwahili,
};

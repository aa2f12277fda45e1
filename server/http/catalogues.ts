import type { Language } from '../../src/i18n/languages';
import { serverEnglish } from '../../src/i18n/server.en';
import { serverSwahili } from '../../src/i18n/server.sw';
import { deepMerge, type MessageTree } from '../../src/i18n/merge';
import { saluniEnglish } from '../../src/i18n/saluni.en';
import { saluniSwahili } from '../../src/i18n/saluni.sw';

/** The catalogues the server's messages come from, one per language: the web app's own plus the texts only the server speaks. */
export const SERVER_CATALOGUES: Partial<Record<Language, MessageTree>> & { en: MessageTree } = {
  en: deepMerge(saluniEnglish, serverEnglish),
  sw: deepMerge(saluniSwahili, serverSwahili),
};

import type { Language } from '../../src/i18n/languages';
import { serverEnglish } from '../../src/i18n/server.en';
import { serverSwahili } from '../../src/i18n/server.sw';
import { staffScreensEnglish } from '../../src/i18n/areas/staffScreens.en';
import { staffScreensSwahili } from '../../src/i18n/areas/staffScreens.sw';
import { deepMerge, type MessageTree } from '../../src/i18n/merge';
import { saluniEnglish } from '../../src/i18n/saluni.en';
import { saluniSwahili } from '../../src/i18n/saluni.sw';

/**
 * The catalogues the server's messages come from, one per language: the web app's own (with the
 * staff screens' texts, which the server's working-hours checks, invitations and export speak
 * too) plus the texts only the server speaks.
 */
export const SERVER_CATALOGUES: Partial<Record<Language, MessageTree>> & { en: MessageTree } = {
  en: deepMerge(deepMerge(saluniEnglish, staffScreensEnglish), serverEnglish),
  sw: deepMerge(deepMerge(saluniSwahili, staffScreensSwahili), serverSwahili),
};

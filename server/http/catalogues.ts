import type { Language } from '../../src/i18n/languages';
import type { MessageTree } from '../../src/i18n/merge';
import { saluniEnglish } from '../../src/i18n/saluni.en';

/**
 * The catalogues the server's messages come from, one per language. Swahili joins here from
 * `src/i18n/saluni.sw.ts` (areas merged like English's); until then English speaks for it.
 */
export const SERVER_CATALOGUES: Partial<Record<Language, MessageTree>> & { en: MessageTree } = {
  en: saluniEnglish,
};

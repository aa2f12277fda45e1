import { AsyncLocalStorage } from 'node:async_hooks';
import Polyglot from 'node-polyglot';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../texts/languages';
import type { MessageTree } from '../../texts/merge';
import type { ValidationMessage } from '../../registry/validation';
import { SERVER_CATALOGUES } from './catalogues';

/** Whoever a text is for: the request being answered (`request.language`). */
export interface Listener {
  language: Language;
}

const listeners = new AsyncLocalStorage<Listener>();

/**
 * Runs `work` (and everything it awaits) speaking to `listener`: `text()` anywhere below reads
 * its language, so no error path has to pass the request along.
 */
export const speakingTo = <T>(listener: Listener, work: () => T): T =>
  listeners.run(listener, work);

let translators: Record<Language, Polyglot>;

/**
 * The catalogue of each language. A language without one, or a key it lacks, speaks English:
 * a half-translated catalogue never shows a key.
 */
export const setCatalogues = (
  catalogues: Partial<Record<Language, MessageTree>> & { en: MessageTree },
) => {
  const english = new Polyglot({
    phrases: catalogues.en,
    locale: 'en',
    allowMissing: false,
    onMissingKey: (key) => key,
  });
  const translatorOf = (language: Language) => {
    const phrases = catalogues[language];
    if (language === 'en' || !phrases) return english;
    return new Polyglot({
      phrases,
      locale: language,
      onMissingKey: (key, options) => english.t(key, options),
    });
  };
  translators = Object.fromEntries(
    LANGUAGES.map((language) => [language, translatorOf(language)]),
  ) as Record<Language, Polyglot>;
};

setCatalogues(SERVER_CATALOGUES);

/** The server speaks the same catalogue as the web app, in the language of the request being answered. */
export const text = (
  message: ValidationMessage,
  args?: Record<string, number | string>,
): string => {
  const translator = translators[listeners.getStore()?.language ?? DEFAULT_LANGUAGE];
  return typeof message === 'string'
    ? translator.t(message, args)
    : translator.t(message.message, message.args);
};

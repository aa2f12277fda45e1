import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { shellEnglish } from '../../texts/shellEnglish';

/**
 * react-admin's English texts plus every Saluni text but those of screens that add theirs as they
 * load (addEnglishTexts): the web app's English catalogue.
 */
export const en = deepMerge(
  englishMessages as unknown as MessageTree,
  shellEnglish,
) as unknown as TranslationMessages;

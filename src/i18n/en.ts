import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { saluniEnglish } from '../../texts/english';

/** react-admin's English texts plus every Saluni text: the one catalogue of the web app. */
export const en = deepMerge(
  englishMessages as unknown as MessageTree,
  saluniEnglish,
) as unknown as TranslationMessages;

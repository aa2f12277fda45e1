import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { saluniEnglish } from './saluni.en';

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge where the right side wins, so Saluni texts can override react-admin's defaults. */
export const deepMerge = (left: Tree, right: Tree): Tree => {
  const result: Tree = { ...left };
  for (const [key, value] of Object.entries(right)) {
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return result;
};

/** react-admin's English texts plus every Saluni text: the one catalogue of the web app. */
export const en = deepMerge(englishMessages as unknown as Tree, saluniEnglish as unknown as Tree) as unknown as TranslationMessages;

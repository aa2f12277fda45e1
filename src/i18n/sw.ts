import type { TranslationMessages } from 'react-admin';
import { deepMerge, type MessageTree } from './merge';
import { raSwahili } from './raSwahili';
import { saluniSwahili } from './saluni.sw';

/** react-admin's texts plus every Saluni text in Swahili: the web app's second catalogue. */
export const sw = deepMerge(raSwahili as unknown as MessageTree, saluniSwahili) as unknown as TranslationMessages;

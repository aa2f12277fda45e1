import type { TranslationMessages } from 'react-admin';
import { deepMerge, type MessageTree } from './merge';
import { appointmentScreensSwahili } from './areas/appointmentScreens.sw';
import { raSwahili } from './raSwahili';
import { saluniSwahili } from './saluni.sw';

/** react-admin's texts plus every Saluni text in Swahili (the area screens' too): the web app's second catalogue. */
export const sw = deepMerge(deepMerge(raSwahili as unknown as MessageTree, saluniSwahili), appointmentScreensSwahili) as unknown as TranslationMessages;

import { deepMerge } from './merge';
import { shellEnglish } from './shellEnglish';
import { specScreensEnglish } from './specScreens.en';
import { serverWordedEnglish } from './areas/serverWorded.en';

/**
 * Every Saluni text both sides speak, in English: the core, the spec's texts and the labels of the
 * areas the server speaks too (an area may add keys, never change one). The checks the web app
 * shows only in an area's screens (working hours, online booking, pay) load with those screens;
 * server/http/catalogues.ts merges them for the server. The spec's screens' texts join here too,
 * and the texts only the server words (serverWorded.en.ts), which the web app never ships.
 */
export const saluniEnglish = [specScreensEnglish, serverWordedEnglish].reduce(
  deepMerge,
  shellEnglish,
);

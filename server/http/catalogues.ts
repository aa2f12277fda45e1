import type { Language } from '../../texts/languages';
import { serverEnglish } from '../../texts/server.en';
import { serverSwahili } from '../../texts/server.sw';
import { serverFrontDeskEnglish } from '../../texts/serverFrontDesk.en';
import { serverFrontDeskSwahili } from '../../texts/serverFrontDesk.sw';
import { staffScreensEnglish } from '../../texts/areas/staffScreens.en';
import { staffScreensSwahili } from '../../texts/areas/staffScreens.sw';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { saluniEnglish } from '../../texts/english';
import { saluniSwahili } from '../../texts/swahili';

/**
 * The catalogues the server's messages come from, one per language: the texts it shares with the
 * web app (with the staff screens', which the server's working-hours checks, invitations and
 * export speak too) plus the texts only the server speaks.
 */
export const SERVER_CATALOGUES: Partial<Record<Language, MessageTree>> & { en: MessageTree } = {
  en: [staffScreensEnglish, serverEnglish, serverFrontDeskEnglish].reduce(deepMerge, saluniEnglish),
  sw: [staffScreensSwahili, serverSwahili, serverFrontDeskSwahili].reduce(deepMerge, saluniSwahili),
};

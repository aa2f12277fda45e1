import type { TranslationMessages } from 'react-admin';
import { workingHoursSwahili } from '../../texts/areas/workingHours.sw';
import { onlineBookingSwahili } from '../../texts/areas/onlineBooking.sw';
import { payChecksSwahili } from '../../texts/areas/payChecks.sw';
import { saluniSwahili } from '../../texts/swahili';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { raSwahili } from './reactAdmin.sw';

/**
 * Each area's Swahili catalogue (`src/<area>/texts.sw.ts`, the reports' views `viewTexts.sw.ts`)
 * and each core screen's loaded later (`src/auth/signUpTexts.sw.ts`), found by its file name: the
 * i18n core names no area, and a new area's catalogue joins by existing.
 */
const areaCatalogues = import.meta.glob<Record<string, MessageTree>>(
  ['../*/*.sw.ts', '!./reactAdmin.sw.ts'],
  { eager: true },
);

/** react-admin's texts plus every Saluni text in Swahili (the area screens' too): the web app's second catalogue. */
export const sw = [
  saluniSwahili,
  workingHoursSwahili,
  onlineBookingSwahili,
  payChecksSwahili,
  ...Object.values(areaCatalogues).flatMap((catalogue) => Object.values(catalogue)),
].reduce<MessageTree>(
  (merged, texts) => deepMerge(merged, texts),
  raSwahili as unknown as MessageTree,
) as unknown as TranslationMessages;

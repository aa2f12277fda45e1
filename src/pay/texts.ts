import { addEnglishTexts } from '../i18n';
import { payChecksEnglish } from '../../texts/areas/payChecks.en';
import { payScreensEnglish } from './texts.en';

// Imported by every screen of the area, so the texts arrive with whichever loads first; the
// staff screens load the commission plans' forms, so their list has the plans' toasts too.
addEnglishTexts(payChecksEnglish);
addEnglishTexts(payScreensEnglish);

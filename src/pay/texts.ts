import { addEnglishTexts } from '../i18n';
import { payScreensEnglish } from './texts.en';

// Imported by every screen of the area, so the texts arrive with whichever loads first.
addEnglishTexts(payScreensEnglish);

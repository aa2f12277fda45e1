import { addEnglishTexts } from '../i18n';
import { smsBundlesScreensEnglish } from './texts.en';

// Imported by the SMS bundle dialogs and the low balance notice, so the texts arrive with their chunk.
addEnglishTexts(smsBundlesScreensEnglish);

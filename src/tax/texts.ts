import { addEnglishTexts } from '../i18n';
import { taxScreensEnglish } from './texts.en';

// Imported by the tax class input, so the texts arrive with the forms that use it.
addEnglishTexts(taxScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { stockScreensEnglish } from './texts.en';

// Imported by the stock screens, so the texts arrive with whichever chunk shows one first.
addEnglishTexts(stockScreensEnglish);

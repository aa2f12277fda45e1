import { addEnglishTexts } from '../i18n';
import { stockUsageScreensEnglish } from './texts.en';

// Imported by the tab's screens, so the texts arrive with the stock usage chunk.
addEnglishTexts(stockUsageScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { stockUsageScreensEnglish } from '../i18n/areas/stockUsageScreens.en';

// Imported by the tab's screens, so the texts arrive with the stock usage chunk.
addEnglishTexts(stockUsageScreensEnglish);

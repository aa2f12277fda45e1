import { addEnglishTexts } from '../i18n';
import { reportsScreensEnglish } from './texts.en';

// Imported by the report pages and the statistic card (also on the Orders tab), so the texts arrive with their chunk.
addEnglishTexts(reportsScreensEnglish);

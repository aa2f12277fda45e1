import { addEnglishTexts } from '../i18n';
import { reportViewsEnglish } from './viewTexts.en';

// Imported by the report views and the dashboard's overview, so the texts arrive with their chunk.
addEnglishTexts(reportViewsEnglish);

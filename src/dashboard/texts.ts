import { addEnglishTexts } from '../i18n';
import { firstRunScreensEnglish } from './texts.en';

// Imported by the first-run checklist and its dialog, so the texts arrive with the dashboard's chunk.
addEnglishTexts(firstRunScreensEnglish);

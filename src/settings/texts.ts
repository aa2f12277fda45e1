import { addEnglishTexts } from '../i18n';
import { settingsScreensEnglish } from './texts.en';

// Imported by the business settings page, so the texts arrive with its chunk.
addEnglishTexts(settingsScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { dataImportEnglish } from './dataImportTexts.en';

// Imported by the import page and its card, so the texts arrive with their chunks.
addEnglishTexts(dataImportEnglish);

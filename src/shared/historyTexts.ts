import { addEnglishTexts } from '../i18n';
import { historyEnglish } from './historyTexts.en';

// Imported by the screens that show the audit trail, so its texts arrive with their chunk.
addEnglishTexts(historyEnglish);

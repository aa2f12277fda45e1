import { addEnglishTexts } from '../i18n';
import { cashUpEnglish } from './texts.en';

// Imported by the cash-up screens and the report's closes, so the texts arrive with their chunk.
addEnglishTexts(cashUpEnglish);

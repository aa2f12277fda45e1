import { addEnglishTexts } from '../i18n';
import { cashUpEnglish } from '../i18n/areas/cashUp.en';

// Imported by the cash-up screens and the report's closes, so the texts arrive with their chunk.
addEnglishTexts(cashUpEnglish);

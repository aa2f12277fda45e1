import { addEnglishTexts } from '../i18n';
import { checkoutTipEnglish } from './tipTexts.en';

// Imported by the tip panel and the payment, so the texts arrive with their chunk.
addEnglishTexts(checkoutTipEnglish);

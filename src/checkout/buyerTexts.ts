import { addEnglishTexts } from '../i18n';
import { checkoutBuyerEnglish } from './buyerTexts.en';

// Imported by the checkout's payment and totals, so the texts arrive with their chunk.
addEnglishTexts(checkoutBuyerEnglish);

import { addEnglishTexts } from '../i18n';
import { orderTaxEnglish } from './taxTexts.en';

// Imported by the order page's tax sections, so the texts arrive with their chunk.
addEnglishTexts(orderTaxEnglish);

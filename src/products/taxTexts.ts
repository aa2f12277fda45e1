import { addEnglishTexts } from '../i18n';
import { productTaxEnglish } from './taxTexts.en';

// Imported by the product form, so the texts arrive with its chunk.
addEnglishTexts(productTaxEnglish);

import { addEnglishTexts } from '../i18n';
import { serviceTaxEnglish } from './taxTexts.en';

// Imported by the service form, so the texts arrive with its chunk.
addEnglishTexts(serviceTaxEnglish);

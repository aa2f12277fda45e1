import { addEnglishTexts } from '../i18n';
import { createBusinessEnglish } from './createBusinessTexts.en';

// Imported by the create-business form, so its texts arrive with its chunk.
addEnglishTexts(createBusinessEnglish);

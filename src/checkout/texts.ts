import { addEnglishTexts } from '../i18n';
import { checkoutScreensEnglish } from './texts.en';

// Imported by the checkout screens, so the texts arrive with their chunk.
addEnglishTexts(checkoutScreensEnglish);

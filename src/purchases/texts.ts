import { addEnglishTexts } from '../i18n';
import { purchasingScreensEnglish } from './texts.en';

// Imported by the purchasing screens, so their texts arrive with the screens' chunk.
addEnglishTexts(purchasingScreensEnglish);

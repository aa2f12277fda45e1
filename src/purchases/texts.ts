import { addEnglishTexts } from '../i18n';
import { purchasingScreensEnglish } from '../i18n/areas/purchasingScreens.en';

// Imported by the purchasing screens, so their texts arrive with the screens' chunk.
addEnglishTexts(purchasingScreensEnglish);

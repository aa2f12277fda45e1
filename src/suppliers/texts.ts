import { addEnglishTexts } from '../i18n';
import { suppliersScreensEnglish } from './texts.en';

// Imported by the supplier screens, so the texts arrive with the inventory area's chunk.
addEnglishTexts(suppliersScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { pwaEnglish } from './texts.en';

// Imported by the shell's notices, so the texts are there from the first paint.
addEnglishTexts(pwaEnglish);

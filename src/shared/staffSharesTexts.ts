import { addEnglishTexts } from '../i18n';
import { staffSharesEnglish } from './staffSharesTexts.en';

// Imported by every module that shows a staff share's text, so they arrive with its chunk.
addEnglishTexts(staffSharesEnglish);

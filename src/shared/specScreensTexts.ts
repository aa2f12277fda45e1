import { addEnglishTexts } from '../i18n';
import { specScreensEnglish } from '../../texts/specScreens.en';

// Imported by every module that shows one of the spec's screens' texts, so they arrive with its
// chunk rather than in the main one.
addEnglishTexts(specScreensEnglish);

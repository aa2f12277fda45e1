import { addEnglishTexts } from '../i18n';
import { signUpEnglish } from './signUpTexts.en';

// Imported by the sign-up pages, so the texts arrive with their chunk.
addEnglishTexts(signUpEnglish);

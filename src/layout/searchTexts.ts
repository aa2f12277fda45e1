import { addEnglishTexts } from '../i18n';
import { searchEnglish } from './searchTexts.en';

// Imported by the search box and its options, so the texts arrive with its chunk.
addEnglishTexts(searchEnglish);

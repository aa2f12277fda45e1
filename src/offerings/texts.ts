import { addEnglishTexts } from '../i18n';
import { offeringsScreensEnglish } from './texts.en';

// Imported by the offerings screens and the client page's holdings tabs, so the texts arrive with their chunk.
addEnglishTexts(offeringsScreensEnglish);

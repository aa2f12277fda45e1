import { addEnglishTexts } from '../i18n';
import { messagingScreensEnglish } from './texts.en';

// Imported by the messaging and SMS bundle screens, so the texts arrive with their chunk.
addEnglishTexts(messagingScreensEnglish);

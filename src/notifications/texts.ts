import { addEnglishTexts } from '../i18n';
import { notificationScreensEnglish } from './texts.en';

// Imported by every screen of the area, so the texts arrive with its chunk (and with a tab shown alone).
addEnglishTexts(notificationScreensEnglish);

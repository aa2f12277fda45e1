import { addEnglishTexts } from '../i18n';
import { onlineBookingEnglish } from '../../texts/areas/onlineBooking.en';
import { settingsScreensEnglish } from './texts.en';

// Imported by the business settings page, so the texts arrive with its chunk, online booking's
// checks among them.
addEnglishTexts(onlineBookingEnglish);
addEnglishTexts(settingsScreensEnglish);

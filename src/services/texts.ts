import { addEnglishTexts } from '../i18n';
import { onlineBookingEnglish } from '../../texts/areas/onlineBooking.en';
import { servicesScreensEnglish } from './texts.en';

// Imported by the services screens, so the texts arrive with the services area's chunk; the
// service form checks its deposit with online booking's checks.
addEnglishTexts(onlineBookingEnglish);
addEnglishTexts(servicesScreensEnglish);

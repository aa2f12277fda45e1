import { addEnglishTexts } from '../i18n';
import { servicesScreensEnglish } from './texts.en';

// Imported by the services screens, so the texts arrive with the services area's chunk.
addEnglishTexts(servicesScreensEnglish);

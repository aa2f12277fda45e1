import { addEnglishTexts } from '../i18n';
import { appointmentScreensEnglish } from './texts.en';

// Imported by the screens that show these texts, so they arrive with the area's chunk.
addEnglishTexts(appointmentScreensEnglish);

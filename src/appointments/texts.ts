import { addEnglishTexts } from '../i18n';
import { appointmentScreensEnglish } from '../i18n/areas/appointmentScreens.en';

// Imported by the screens that show these texts, so they arrive with the area's chunk.
addEnglishTexts(appointmentScreensEnglish);

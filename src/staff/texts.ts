import { addEnglishTexts } from '../i18n';
import { workingHoursEnglish } from '../../texts/areas/workingHours.en';
import { staffScreensEnglish } from './texts.en';

// Imported by the staff screens that show these texts, so they arrive with the area's chunk.
addEnglishTexts(workingHoursEnglish);
addEnglishTexts(staffScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { staffScreensEnglish } from '../../texts/areas/staffScreens.en';

// Imported by the staff screens that show these texts, so they arrive with the area's chunk.
addEnglishTexts(staffScreensEnglish);

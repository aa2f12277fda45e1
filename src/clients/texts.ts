import { addEnglishTexts } from '../i18n';
import { clientsScreensEnglish } from './texts.en';

// Imported by the client screens, so the texts arrive with the clients area's chunk.
addEnglishTexts(clientsScreensEnglish);

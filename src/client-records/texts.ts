import { addEnglishTexts } from '../i18n';
import { clientRecordsScreensEnglish } from './texts.en';

// Imported by the client records' screens and the client form, so the texts arrive with their chunk.
addEnglishTexts(clientRecordsScreensEnglish);

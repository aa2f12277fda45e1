import { addEnglishTexts } from '../i18n';
import { inventoryScreensEnglish } from './texts.en';

// Imported by the hub's entry screens, so the texts arrive with the inventory area's chunk.
addEnglishTexts(inventoryScreensEnglish);

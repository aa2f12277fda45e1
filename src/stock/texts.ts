import { addEnglishTexts } from '../i18n';
import { inventoryScreensEnglish } from '../inventory/texts.en';

// The stock screens' words are among the inventory screens' texts; the screens that show them
// import this module, so the texts arrive with whichever chunk shows one first.
addEnglishTexts(inventoryScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { inventoryScreensEnglish } from '../i18n/areas/inventoryScreens.en';

// The stock screens' words are among the inventory screens' texts; the screens that show them
// import this module, so the texts arrive with whichever chunk shows one first.
addEnglishTexts(inventoryScreensEnglish);

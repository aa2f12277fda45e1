import { addEnglishTexts } from '../i18n';
import { messagingScreensEnglish } from '../i18n/areas/messagingScreens.en';

// The SMS bundle dialogs' words are among the messaging screens' texts; imported by the dialogs
// that show them, so the texts arrive with their chunk.
addEnglishTexts(messagingScreensEnglish);

import { addEnglishTexts } from '../i18n';
import { messagingScreensEnglish } from '../messaging/texts.en';

// The SMS bundle dialogs' words are among the messaging screens' texts; imported by the dialogs
// that show them, so the texts arrive with their chunk.
addEnglishTexts(messagingScreensEnglish);

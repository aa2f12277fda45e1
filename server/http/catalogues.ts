import type { Language } from '../../texts/languages';
import { serverEnglish } from '../../texts/server.en';
import { serverSwahili } from '../../texts/server.sw';
import { serverFrontDeskEnglish } from '../../texts/serverFrontDesk.en';
import { serverFrontDeskSwahili } from '../../texts/serverFrontDesk.sw';
import { bookingFlowEnglish } from '../../texts/bookingFlow.en';
import { serverMessagesEnglish } from '../../texts/serverMessages.en';
import { serverMessagesSwahili } from '../../texts/serverMessages.sw';
import { serverRepliesEnglish } from '../../texts/serverReplies.en';
import { serverRepliesSwahili } from '../../texts/serverReplies.sw';
import { serverMessagesEngineEnglish } from '../../texts/serverMessagesEngine.en';
import { serverMessagesEngineSwahili } from '../../texts/serverMessagesEngine.sw';
import { serverConsentEnglish } from '../../texts/serverConsent.en';
import { serverConsentSwahili } from '../../texts/serverConsent.sw';
import { serverReceiptsEnglish } from '../../texts/serverReceipts.en';
import { serverReceiptsSwahili } from '../../texts/serverReceipts.sw';
import { serverTaxEnglish } from '../../texts/serverTax.en';
import { serverTaxSwahili } from '../../texts/serverTax.sw';
import { serverEtimsEnglish } from '../../texts/serverEtims.en';
import { serverEtimsSwahili } from '../../texts/serverEtims.sw';
import { serverTaxBooksEnglish } from '../../texts/serverTaxBooks.en';
import { serverTaxBooksSwahili } from '../../texts/serverTaxBooks.sw';
import { bookingFlowSwahili } from '../../texts/bookingFlow.sw';
import { workingHoursEnglish } from '../../texts/areas/workingHours.en';
import { workingHoursSwahili } from '../../texts/areas/workingHours.sw';
import { onlineBookingEnglish } from '../../texts/areas/onlineBooking.en';
import { onlineBookingSwahili } from '../../texts/areas/onlineBooking.sw';
import { payChecksEnglish } from '../../texts/areas/payChecks.en';
import { payChecksSwahili } from '../../texts/areas/payChecks.sw';
import { serverBookingSiteEnglish } from '../../texts/serverBookingSite.en';
import { serverBookingSiteSwahili } from '../../texts/serverBookingSite.sw';
import { serverPayEnglish } from '../../texts/serverPay.en';
import { serverPaySwahili } from '../../texts/serverPay.sw';
import { serverApiReferenceEnglish } from '../../texts/serverApiReference.en';
import { serverApiReferenceSwahili } from '../../texts/serverApiReference.sw';
import { serverExportEnglish } from '../../texts/serverExport.en';
import { serverExportSwahili } from '../../texts/serverExport.sw';
import { serverWebhooksEnglish } from '../../texts/serverWebhooks.en';
import { serverWebhooksSwahili } from '../../texts/serverWebhooks.sw';
import { serverDataImportEnglish } from '../../texts/serverDataImport.en';
import { serverDataImportSwahili } from '../../texts/serverDataImport.sw';
import { deepMerge, type MessageTree } from '../../texts/merge';
import { saluniEnglish } from '../../texts/english';
import { saluniSwahili } from '../../texts/swahili';

/**
 * The catalogues the server's messages come from, one per language: the texts it shares with the
 * web app (with the working hours' checks and day names, online booking's checks and staff pay's,
 * which the web app loads with the screens that show them) plus the texts only the server speaks.
 */
export const SERVER_CATALOGUES: Partial<Record<Language, MessageTree>> & { en: MessageTree } = {
  en: [
    workingHoursEnglish,
    onlineBookingEnglish,
    payChecksEnglish,
    serverEnglish,
    serverFrontDeskEnglish,
    bookingFlowEnglish,
    serverMessagesEnglish,
    serverRepliesEnglish,
    serverMessagesEngineEnglish,
    serverConsentEnglish,
    serverReceiptsEnglish,
    serverTaxEnglish,
    serverEtimsEnglish,
    serverTaxBooksEnglish,
    serverPayEnglish,
    serverBookingSiteEnglish,
    serverApiReferenceEnglish,
    serverWebhooksEnglish,
    serverExportEnglish,
    serverDataImportEnglish,
  ].reduce(deepMerge, saluniEnglish),
  sw: [
    workingHoursSwahili,
    onlineBookingSwahili,
    payChecksSwahili,
    serverSwahili,
    serverFrontDeskSwahili,
    bookingFlowSwahili,
    serverMessagesSwahili,
    serverRepliesSwahili,
    serverMessagesEngineSwahili,
    serverConsentSwahili,
    serverReceiptsSwahili,
    serverTaxSwahili,
    serverEtimsSwahili,
    serverTaxBooksSwahili,
    serverPaySwahili,
    serverBookingSiteSwahili,
    serverApiReferenceSwahili,
    serverWebhooksSwahili,
    serverExportSwahili,
    serverDataImportSwahili,
  ].reduce(deepMerge, saluniSwahili),
};

import { addEnglishTexts } from '../i18n';
import { receiptScreenEnglish } from './receiptTexts.en';
import { ordersScreensEnglish } from './texts.en';
import { orderTipsEnglish } from './tipTexts.en';

// Imported by the order, sales ledger and client purchase screens, so the texts arrive with their chunk.
addEnglishTexts(ordersScreensEnglish);
addEnglishTexts(receiptScreenEnglish);
addEnglishTexts(orderTipsEnglish);

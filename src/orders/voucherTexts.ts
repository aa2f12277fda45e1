import { addEnglishTexts } from '../i18n';
import { voucherPaymentEnglish } from './voucherTexts.en';

// Imported by the voucher code field, so the texts arrive with whichever chunk draws a payment row.
addEnglishTexts(voucherPaymentEnglish);

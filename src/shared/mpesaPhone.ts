import { fieldErrorsOf } from './errorMessage';
import './specScreensTexts';

/**
 * The M-Pesa phone rules of the SMS bundle payment (back-office.md 5): the number is required
 * here ('Phone field is required'); its form is the server's to judge, whose field message
 * ('Phone number must be valid') is shown under the field. The checkout's and Pay Balance's
 * payment rows judge the form by the business country already (src/checkout/paymentRows.ts).
 */
export const mpesaPhoneRequired = (phone: string): string | null =>
  phone.trim() ? null : 'saluni.spec.validation.phoneRequired';

/** The server's message about the phone of a refused `POST /mpesa/pay`, if that is why it was refused. */
export const mpesaPhoneRefusal = (error: unknown): string | undefined =>
  fieldErrorsOf(error).phone_number;

import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { SitePayment } from '../../registry/bookingSite';
import type { AppointmentRow } from './bookingDocument';
import { siteMobile } from './contact';
import type { FlowDependencies } from './dependencies';

const V = 'saluni.bookingFlow.validation';

const PAY_WITH = ['m-pesa', 'card'] as const;
export type PayWith = (typeof PAY_WITH)[number];

export const payWithSchema = yup
  .string()
  .strict()
  .nullable()
  .optional()
  .oneOf([...PAY_WITH, null], `${V}.payWith`);

/**
 * The way the deposit will be paid, refused before anything changes: M-Pesa takes Kenyan
 * shillings only. Without a choice, M-Pesa for a KES business and the card elsewhere.
 */
export const chosenPayment = (
  payWith: string | null | undefined,
  currency: string,
  mpesaPhone: string | null | undefined,
): PayWith => {
  const method = payWith ?? (currency === 'KES' ? 'm-pesa' : 'card');
  if (method === 'card') return 'card';
  if (currency !== 'KES') throw validationFailed({ payWith: text(`${V}.mpesaOnlyKes`) });
  if (mpesaPhone && !siteMobile(mpesaPhone, 'KE'))
    throw validationFailed({ mpesaPhone: text(`${V}.phoneKE`) });
  return 'm-pesa';
};

/**
 * Starts paying an appointment's pending deposit: the M-Pesa push to the phone, or the card
 * provider's hosted page, which comes back to `returnUrl` (the manage page). Answers the card's
 * payment with the page to open; an M-Pesa push is followed from the booking's own payment.
 * Right after a booking a payment the provider refuses (503) is swallowed: the booking stands
 * and shows its failed payment, and the client tries again from the manage link; asked from the
 * manage link it is answered as is.
 */
export const startDepositPayment = async (
  request: FastifyRequest,
  dependencies: FlowDependencies,
  appointment: AppointmentRow,
  payment: { method: PayWith; mpesaPhone: string; returnUrl: string; afterBooking: boolean },
): Promise<SitePayment | undefined> => {
  try {
    if (payment.method === 'card') {
      const started = await dependencies.payments.startCardPayment({
        payableKind: 'deposit',
        transactionRef: appointment.id,
        successUrl: payment.returnUrl,
        cancelUrl: payment.returnUrl,
      });
      return { method: 'card', status: started.status, checkoutUrl: started.checkoutUrl };
    }
    await dependencies.payments.pushFor({
      kind: 'deposit',
      businessId: appointment.businessId,
      transactionRef: appointment.id,
      phone: payment.mpesaPhone,
    });
    return undefined;
  } catch (error) {
    const refused = error instanceof HttpError && error.statusCode === 503;
    if (!(payment.afterBooking && refused)) throw error;
    request.log.warn(
      { appointmentId: appointment.id },
      'deposit payment not started after booking',
    );
    return undefined;
  }
};

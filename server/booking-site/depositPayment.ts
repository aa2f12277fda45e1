import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
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
 * The way the deposit will be paid, refused before anything changes: card payments are not
 * built yet; M-Pesa takes Kenyan shillings only. Without a choice, M-Pesa for a KES business.
 */
export const chosenPayment = (
  payWith: string | null | undefined,
  currency: string,
  mpesaPhone: string | null | undefined,
): PayWith => {
  if (payWith === 'card') throw validationFailed({ payWith: text(`${V}.cardNotYet`) });
  if (currency !== 'KES') throw validationFailed({ payWith: text(`${V}.mpesaOnlyKes`) });
  if (mpesaPhone && !siteMobile(mpesaPhone, 'KE'))
    throw validationFailed({ mpesaPhone: text(`${V}.phoneKE`) });
  return 'm-pesa';
};

/**
 * Starts the M-Pesa push of an appointment's pending deposit. Right after a booking a push the
 * provider refuses (503) is swallowed: the booking stands and shows its failed payment, and the
 * client tries again from the manage link; asked from the manage link it is answered as is.
 */
export const startDepositPayment = async (
  request: FastifyRequest,
  dependencies: FlowDependencies,
  appointment: AppointmentRow,
  payment: { mpesaPhone: string; afterBooking: boolean },
) => {
  try {
    await dependencies.payments.pushFor({
      kind: 'deposit',
      businessId: appointment.businessId,
      transactionRef: appointment.id,
      phone: payment.mpesaPhone,
    });
  } catch (error) {
    const refused = error instanceof HttpError && error.statusCode === 503;
    if (!(payment.afterBooking && refused)) throw error;
    request.log.warn({ appointmentId: appointment.id }, 'deposit push not sent after booking');
  }
};

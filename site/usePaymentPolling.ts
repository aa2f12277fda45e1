import { useEffect, useRef } from 'preact/hooks';
import type { BookingDocument } from '../registry/bookingSite';
import { callSite } from './api';
import { useLanguage } from './i18n';
import { useSiteOptions } from './options';

/** A deposit still waited on: its payment was asked and has not been answered yet. */
export const awaitingPayment = (booking: BookingDocument) =>
  booking.depositStatus === 'pending' && booking.payment?.status === 'pending';

/**
 * While the booking's deposit payment is pending (the client enters their M-Pesa PIN, or the
 * card page has not reported yet), asks the manage call again until it is paid or failed. A
 * network failure in between is simply asked again next time.
 */
export const usePaymentPolling = (
  token: string,
  booking: BookingDocument | null,
  onBooking: (booking: BookingDocument) => void,
) => {
  const { language } = useLanguage();
  const { pollMilliseconds } = useSiteOptions();
  const waiting = booking !== null && awaitingPayment(booking);
  // The latest handler, without asking again each time the caller draws a new one.
  const handlerRef = useRef(onBooking);
  useEffect(() => {
    handlerRef.current = onBooking;
  });
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout>;
    const ask = () => {
      timer = setTimeout(() => {
        callSite('bookingManageGet', language, { params: { token } }).then(
          (answer) => {
            if (!current) return;
            if (awaitingPayment(answer)) ask();
            else handlerRef.current(answer);
          },
          () => current && ask(),
        );
      }, pollMilliseconds);
    };
    ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token, waiting, language, pollMilliseconds]);
};

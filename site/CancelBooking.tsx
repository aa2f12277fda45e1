/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { BookingDocument } from '../registry/bookingSite';
import { callSite } from './api';
import { formatWhen } from './format';
import { useLanguage } from './i18n';
import { Problem } from './Problem';

interface CancelBookingProps {
  token: string;
  booking: BookingDocument;
  onBooking: (booking: BookingDocument) => void;
}

/** Cancelling, confirmed first, after saying whether a paid deposit comes back or is kept. */
export const CancelBooking = ({ token, booking, onBooking }: CancelBookingProps) => {
  const { t, language } = useLanguage();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const paid = booking.depositStatus === 'paid';
  const consequence = !paid
    ? t('cancelNoDeposit')
    : booking.refundsDeposit
      ? t('cancelRefunds')
      : t('cancelKeeps', {
          when: formatWhen(booking.freeCancellationUntil, booking.business.timezone, language),
        });

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onBooking(await callSite('bookingManageCancel', language, { params: { token }, body: {} }));
      setAsking(false);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {t('cancelBooking')}
      </button>
    );
  }
  return (
    <div class="confirm" role="group" aria-labelledby="cancel-consequence">
      <p id="cancel-consequence">{consequence}</p>
      <Problem failure={failure} retry={cancel} />
      <div class="actions">
        <button type="button" onClick={() => setAsking(false)}>
          {t('keepBooking')}
        </button>
        <button type="button" class="danger" disabled={busy} onClick={cancel}>
          {t('cancelConfirm')}
        </button>
      </div>
    </div>
  );
};

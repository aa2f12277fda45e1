/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { BookingDocument, BookingSite } from '../registry/bookingSite';
import { callSite } from './api';
import { BookingSummary } from './BookingSummary';
import { CancelBooking } from './CancelBooking';
import { formatWhen } from './format';
import { useLanguage } from './i18n';
import { MoveBooking } from './MoveBooking';
import { PayDeposit } from './PayDeposit';
import { Problem } from './Problem';
import { StepHeading } from './StepHeading';
import { awaitingPayment, usePaymentPolling } from './usePaymentPolling';

interface ManagePageProps {
  /** The manage link's secret, read from the address's fragment. */
  token: string;
  site: BookingSite | null;
}

/** The client's own booking: its state and deposit, and cancelling, moving or paying within the policy. */
export const ManagePage = ({ token, site }: ManagePageProps) => {
  const { t, language } = useLanguage();
  const [booking, setBooking] = useState<BookingDocument | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<'cancelledNow' | 'movedNow' | null>(null);
  const [moving, setMoving] = useState(false);
  usePaymentPolling(token, booking, setBooking);

  useEffect(() => {
    if (!token) return;
    setFailure(null);
    callSite('bookingManageGet', language, { params: { token } }).then(setBooking, setFailure);
  }, [token, attempt, language]);

  if (!token) return <p role="alert">{t('manageMissing')}</p>;
  if (!booking) {
    return failure ? (
      <Problem failure={failure} retry={() => setAttempt((n) => n + 1)} />
    ) : (
      <p aria-busy="true">{t('loading')}</p>
    );
  }
  const changed = (next: BookingDocument, what: 'cancelledNow' | 'movedNow') => {
    setBooking(next);
    setDone(what);
    setMoving(false);
  };
  const owes = booking.depositStatus === 'pending' && booking.status !== 'cancelled';
  return (
    <section>
      <StepHeading>{t('manageHeading')}</StepHeading>
      {done && <p role="status">{t(done)}</p>}
      <p class="status" data-status={booking.status}>
        {t('status')}: {t(`status_${booking.status}`)}
      </p>
      <BookingSummary booking={booking} />
      {owes && booking.depositDueBy && (
        <p>
          {t('depositDueBy', {
            when: formatWhen(booking.depositDueBy, booking.business.timezone, language),
          })}
        </p>
      )}
      {owes && awaitingPayment(booking) && <p role="status">{t('checkPhoneHeading')}</p>}
      {owes && !awaitingPayment(booking) && site && (
        <PayDeposit token={token} onBooking={setBooking} methods={site.depositMethods} />
      )}
      <div class="actions">
        {booking.canMove && !moving && (
          <button type="button" onClick={() => setMoving(true)}>
            {t('moveBooking')}
          </button>
        )}
        {booking.canCancel && (
          <CancelBooking
            token={token}
            booking={booking}
            onBooking={(next) => changed(next, 'cancelledNow')}
          />
        )}
      </div>
      {moving && (
        <MoveBooking
          token={token}
          booking={booking}
          onBooking={(next) => changed(next, 'movedNow')}
        />
      )}
    </section>
  );
};

/** @jsxImportSource preact */
import type { BookingDocument } from '../registry/bookingSite';
import { calendarUrl, manageUrl } from './api';
import { BookingSummary } from './BookingSummary';
import { useLanguage } from './i18n';
import { StepHeading } from './StepHeading';

/** The booking made: its summary, the calendar file and the manage link to keep. */
export const Confirmed = ({ token, booking }: { token: string; booking: BookingDocument }) => {
  const { t } = useLanguage();
  return (
    <section>
      <StepHeading>{t('confirmedHeading')}</StepHeading>
      {booking.payment && booking.payment.status !== 'paid' && (
        <p class="problem" role="alert">
          {t('paymentFailed')}
        </p>
      )}
      <BookingSummary booking={booking} />
      <p class="actions">
        <a class="button" href={calendarUrl(token)} download="booking.ics">
          {t('addToCalendar')}
        </a>
        <a class="button" href={manageUrl(booking.business.slug, token)}>
          {t('manageLink')}
        </a>
      </p>
      <p class="hint">{t('manageKeep')}</p>
    </section>
  );
};

/** @jsxImportSource preact */
import type { BookingDocument } from '../registry/bookingSite';
import { formatMoney, formatWhen } from './format';
import { useLanguage } from './i18n';

/** When, with whom and what, on the business's clock; the deposit and its state. */
export const BookingSummary = ({ booking }: { booking: BookingDocument }) => {
  const { t, language } = useLanguage();
  const { timezone, currency } = booking.business;
  return (
    <dl class="summary">
      <div class="row">
        <dt>{t('summaryWhen')}</dt>
        <dd data-start={booking.start}>{formatWhen(booking.start, timezone, language)}</dd>
      </div>
      <div class="row">
        <dt>{t('summaryWith')}</dt>
        <dd>{booking.employee.fullName}</dd>
      </div>
      <div class="row">
        <dt>{t('summaryServices')}</dt>
        <dd>
          <ul>
            {booking.services.map((service) => (
              <li key={service._id}>
                {service.name} · {formatMoney(service.priceMinor, currency)}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {booking.depositMinor > 0 && booking.depositStatus && (
        <div class="row">
          <dt>{t('summaryDeposit')}</dt>
          <dd class="deposit-state" data-deposit={booking.depositStatus}>
            {t(`deposit_${booking.depositStatus}`, {
              amount: formatMoney(booking.depositMinor, currency),
            })}
          </dd>
        </div>
      )}
    </dl>
  );
};

/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { BookingDocument, FreeTimes } from '../registry/bookingSite';
import { callSite } from './api';
import { Field } from './Field';
import { FreeTimesList } from './FreeTimesList';
import { localDate } from './format';
import { useLanguage } from './i18n';
import { Problem } from './Problem';

interface MoveBookingProps {
  token: string;
  booking: BookingDocument;
  onBooking: (booking: BookingDocument) => void;
}

/** Another day and a free time of it, by the same availability rule as a new booking. */
export const MoveBooking = ({ token, booking, onBooking }: MoveBookingProps) => {
  const { t, language } = useLanguage();
  const today = localDate(new Date(), booking.business.timezone);
  const [date, setDate] = useState(() =>
    localDate(new Date(booking.start), booking.business.timezone),
  );
  const [freeTimes, setFreeTimes] = useState<FreeTimes | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setFreeTimes(null);
    setFailure(null);
    callSite('bookingManageTimes', language, { params: { token }, query: { date } }).then(
      (answer) => current && setFreeTimes(answer),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [token, date, attempt, language]);

  const move = async (start: string) => {
    setBusy(true);
    setFailure(null);
    try {
      onBooking(
        await callSite('bookingManageMove', language, { params: { token }, body: { start } }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="move">
      <Field id="move-day" label={t('moveDay')}>
        {(described) => (
          <input
            {...described}
            type="date"
            min={today}
            value={date}
            onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
          />
        )}
      </Field>
      <Problem failure={failure} retry={() => setAttempt((n) => n + 1)} />
      {(freeTimes || !failure) && (
        <FreeTimesList freeTimes={freeTimes} onChoose={move} busy={busy} />
      )}
    </div>
  );
};

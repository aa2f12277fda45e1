/** @jsxImportSource preact */
import type { FreeTimes } from '../registry/bookingSite';
import { useLanguage } from './i18n';

interface FreeTimesListProps {
  freeTimes: FreeTimes | null;
  onChoose: (start: string) => void;
  busy: boolean;
}

/** A day's free start times, on the business clock as the server gives them. */
export const FreeTimesList = ({ freeTimes, onChoose, busy }: FreeTimesListProps) => {
  const { t } = useLanguage();
  if (!freeTimes) return <p aria-busy="true">{t('loading')}</p>;
  if (freeTimes.times.length === 0) return <p class="free-times-empty">{t('noTimes')}</p>;
  return (
    <ul class="times" aria-label={t('timesLabel')} data-free-times={freeTimes.date}>
      {freeTimes.times.map((slot) => (
        <li key={slot.start}>
          <button type="button" disabled={busy} onClick={() => onChoose(slot.start)}>
            {slot.time}
          </button>
        </li>
      ))}
    </ul>
  );
};

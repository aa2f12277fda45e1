/** @jsxImportSource preact */
import { dayLabel } from './format';
import { useLanguage } from './i18n';

interface DayStripProps {
  dates: string[];
  chosen: string;
  onChoose: (date: string) => void;
}

/** The bookable days as a row of buttons that scrolls sideways on a phone. */
export const DayStrip = ({ dates, chosen, onChoose }: DayStripProps) => {
  const { t, language } = useLanguage();
  return (
    <div class="days" role="group" aria-label={t('dayLabel')}>
      {dates.map((date) => {
        const [weekday, day] = dayLabel(date, language);
        return (
          <button
            key={date}
            type="button"
            class="day"
            aria-pressed={date === chosen}
            data-date={date}
            onClick={() => onChoose(date)}
          >
            <span>{weekday}</span>
            <span>{day}</span>
          </button>
        );
      })}
    </div>
  );
};

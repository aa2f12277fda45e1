/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { useLanguage } from './i18n';

const remainingSeconds = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/**
 * How long the chosen time is still kept. At zero the hold is gone on the server too, and the
 * visitor goes back to choose a time again.
 */
export const HoldCountdown = ({
  expiresAt,
  onExpired,
}: {
  expiresAt: string;
  onExpired: () => void;
}) => {
  const { t } = useLanguage();
  const [seconds, setSeconds] = useState(() => remainingSeconds(expiresAt));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(remainingSeconds(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (seconds === 0) {
    return (
      <div class="problem" role="alert">
        <p>{t('holdExpired')}</p>
        <button type="button" onClick={onExpired}>
          {t('chooseAgain')}
        </button>
      </div>
    );
  }
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p class="countdown" role="timer" aria-live="off">
      {t('holdCountdown', { time: clock })}
    </p>
  );
};

/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  HONEYPOT_FIELD,
  type BookingSite,
  type FreeTimes,
  type HoldDocument,
} from '../registry/bookingSite';
import { callSite, SiteFailure } from './api';
import { DayStrip } from './DayStrip';
import { datesBetween } from './format';
import { FreeTimesList } from './FreeTimesList';
import { useLanguage } from './i18n';
import { Problem } from './Problem';
import { StepHeading } from './StepHeading';

export const ANYONE = 'any';

interface WhenStepProps {
  site: BookingSite;
  serviceIds: string[];
  employeeId: string;
  date: string;
  onChange: (choice: { employeeId?: string; date?: string }) => void;
  /** When the booking form first showed, for the server's too-fast check. */
  formShownAt: number;
  onHeld: (hold: HoldDocument) => void;
  onBack: () => void;
}

/** A staff member or anyone, a day, then a free start time, which the server holds for the visitor. */
export const WhenStep = (props: WhenStepProps) => {
  const { site, serviceIds, employeeId, date, onChange } = props;
  const { t, language } = useLanguage();
  const [freeTimes, setFreeTimes] = useState<FreeTimes | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);

  const servicesParam = serviceIds.join(',');
  useEffect(() => {
    let current = true;
    setFreeTimes(null);
    setFailure(null);
    callSite('bookingSiteTimes', language, {
      params: { slug: site.slug },
      query: { serviceIds: servicesParam.split(','), employeeId, date },
    }).then(
      (answer) => current && setFreeTimes(answer),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [site.slug, servicesParam, employeeId, date, attempt, language]);

  const hold = async (start: string) => {
    setBusy(true);
    setFailure(null);
    try {
      props.onHeld(
        await callSite('bookingSiteHold', language, {
          params: { slug: site.slug },
          body: {
            serviceIds,
            employeeId: employeeId === ANYONE ? null : employeeId,
            start,
            [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
            elapsedMs: Math.round(performance.now() - props.formShownAt),
          },
        }),
      );
    } catch (error) {
      setFailure(error);
      // Someone else took the time meanwhile: show the day as it now is.
      if (error instanceof SiteFailure && error.kind === 'refused') setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <StepHeading>{t('whenHeading')}</StepHeading>
      <div class="field">
        <label for="staff">{t('staffLabel')}</label>
        <select
          id="staff"
          value={employeeId}
          onChange={(event) => onChange({ employeeId: event.currentTarget.value })}
        >
          <option value={ANYONE}>{t('anyone')}</option>
          {site.staff.map((member) => (
            <option key={member._id} value={member._id}>
              {member.fullName}
            </option>
          ))}
        </select>
      </div>
      <DayStrip
        dates={datesBetween(site.firstDate, site.lastDate)}
        chosen={date}
        onChoose={(day) => onChange({ date: day })}
      />
      {/* A field no person sees or hears: a bot that fills every input fills it. */}
      <div class="trap" aria-hidden="true">
        <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {failure ? <Problem failure={failure} retry={() => setAttempt((n) => n + 1)} /> : null}
      {(freeTimes || !failure) && (
        <FreeTimesList freeTimes={freeTimes} onChoose={hold} busy={busy} />
      )}
      <div class="actions">
        <button type="button" onClick={props.onBack}>
          {t('back')}
        </button>
      </div>
    </section>
  );
};

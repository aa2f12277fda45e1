import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSaluniDataProvider } from '../dataProvider';
import type { MessageAudience } from '../../registry/messages';
import type { RecipientValues } from './messageForms';

/** How long the choice must rest before the server is asked again: typing a search is not a choice. */
const SETTLE_MS = 400;

const useSettled = <T,>(value: T): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

const sentenceOf = (
  audience: MessageAudience,
  channel: 'sms' | 'email',
  translate: ReturnType<typeof useTranslate>,
) => {
  const { noConsent, optedOut, noAddress } = audience.skipped;
  const count = (key: string, n: number) =>
    translate(`saluni.messaging.audience.${key}`, { smart_count: n });
  const reasons = [
    noConsent > 0 && count('noConsent', noConsent),
    optedOut > 0 && count('optedOut', optedOut),
    noAddress > 0 && count(channel === 'sms' ? 'noPhone' : 'noEmail', noAddress),
  ].filter((reason): reason is string => typeof reason === 'string');
  const recipients = count('recipients', audience.recipients);
  return reasons.length ? `${recipients}; ${reasons.join(', ')}` : recipients;
};

/**
 * Who the message will reach, and who marketing's rules skip (no consent, opted out, no address),
 * counted by the server as the recipients are chosen, so the sender knows before sending.
 */
export const AudienceLine = ({ channel }: { channel: 'sms' | 'email' }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [clientIds = [], categoryIds = []] = useWatch<RecipientValues>({
    name: ['clientIds', 'categoryIds'],
  }) as [string[] | undefined, string[] | undefined];
  const chosen = useSettled(JSON.stringify({ clientIds, categoryIds }));
  const recipients = JSON.parse(chosen) as RecipientValues;
  const anyone = recipients.clientIds.length + recipients.categoryIds.length > 0;
  const { data } = useQuery({
    queryKey: ['client-audience', channel, chosen],
    queryFn: () => dataProvider.clientAudience({ ...recipients, channel }),
    enabled: anyone,
  });
  // A count that failed or is still on its way says nothing: the send reports what happened.
  if (!anyone || !data) return null;
  return (
    <Typography variant="body2" role="status" aria-live="polite">
      {sentenceOf(data, channel, translate)}
    </Typography>
  );
};

import { Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEvent } from '../../registry/audit';
import { useBusinessFormat } from '../format';
import { changeLines, type HistoryWording } from './historyValues';
import { ServerPageControls, type Paging } from './PagedTable';
import { useHistoryNames } from './useHistoryNames';
import './historyTexts';

type Translate = ReturnType<typeof useTranslate>;

/** Who wrote it: a person (and the API key their program called with), a visitor or Saluni itself. */
const actorName = (translate: Translate, { actor }: AuditEvent) => {
  if (actor.kind !== 'user') return translate(`saluni.history.actors.${actor.kind}`);
  const person = actor.fullName ?? '';
  return actor.apiKey
    ? `${person} ${translate('saluni.history.viaApiKey', { name: actor.apiKey.name })}`
    : person;
};

/** A record type's name: the resource's label where it has one, else the type as the API names it. */
export const recordTypeLabel = (translate: Translate, table: string) =>
  translate(`resources.${table}.name`, {
    smart_count: 1,
    _: translate(`saluni.history.recordTypes.${table}`, { _: table }),
  });

const AuditEventEntry = ({
  event,
  showRecord,
  wording,
}: {
  event: AuditEvent;
  showRecord: boolean;
  wording: HistoryWording;
}) => {
  const { translate, format } = wording;
  const what = translate(`saluni.history.actions.${event.action}`);
  return (
    <Box component="li" sx={{ py: 1.5, listStyle: 'none' }} data-audit-event={event._id}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {showRecord ? `${what}: ${recordTypeLabel(translate, event.table)}` : what}
        {' · '}
        {actorName(translate, event)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {format.dateTime(event.createdAt)}
        {event.address && ` · ${translate('saluni.history.address', { address: event.address })}`}
      </Typography>
      {changeLines(wording, event).map(({ field, text }) => (
        <Typography key={field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * The audit trail's entries, newest first, as a list that reads on a phone: who, when and from
 * where, then each field changed with its label (`Name: Amina → Amina Otieno`), ids as the names
 * of their records, and the paging.
 */
export const AuditEventList = ({
  events,
  loading,
  paging,
  total,
  showRecord = false,
}: {
  events: AuditEvent[];
  loading: boolean;
  paging: Paging;
  total: number;
  /** Name the record type of each entry (the Activity page; a record's History needs not). */
  showRecord?: boolean;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const wording = { translate, format, names: useHistoryNames(events) };
  if (loading) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (!events.length)
    return <Typography color="text.secondary">{translate('saluni.history.empty')}</Typography>;
  return (
    <Box>
      <Stack component="ul" divider={<Divider component="li" />} sx={{ p: 0, m: 0 }}>
        {events.map((event) => (
          <AuditEventEntry
            key={event._id}
            event={event}
            showRecord={showRecord}
            wording={wording}
          />
        ))}
      </Stack>
      <ServerPageControls paging={paging} total={total} />
    </Box>
  );
};

import { Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEvent } from '../../registry/audit';
import { useBusinessFormat } from '../format';
import { ServerPageControls, type Paging } from './PagedTable';
import './historyTexts';

/** The fields every row has, which say nothing about what changed. */
const UNTOLD_FIELDS = new Set(['id', 'businessId', 'createdAt', 'updatedAt']);
const REDACTED = '[redacted]';

type Translate = ReturnType<typeof useTranslate>;

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && !value.length) ||
  (typeof value === 'object' && !Object.keys(value).length);

/** A stored value as words: yes or no, a list joined, blank and hidden values said so. */
const valueText = (translate: Translate, value: unknown): string => {
  if (isBlank(value)) return translate('saluni.history.blank');
  if (value === REDACTED) return translate('saluni.history.hidden');
  if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** One line per field the event touched: `Name: before → after` (only one side for a create or a delete). */
const changeLines = (translate: Translate, event: AuditEvent) => {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !UNTOLD_FIELDS.has(field),
  );
  return fields.map((field) => {
    const label = translate(`resources.${event.table}.fields.${field}`, { _: field });
    const sides = [
      ...(event.before ? [valueText(translate, before[field])] : []),
      ...(event.after ? [valueText(translate, after[field])] : []),
    ];
    return { field, text: `${label}: ${sides.join(' → ')}` };
  });
};

const actorName = (translate: Translate, event: AuditEvent) =>
  event.actor.kind === 'user'
    ? (event.actor.fullName ?? '')
    : translate(`saluni.history.actors.${event.actor.kind}`);

/** A record type's name: the resource's label where it has one, else the type as the API names it. */
export const recordTypeLabel = (translate: Translate, table: string) =>
  translate(`resources.${table}.name`, { smart_count: 1, _: table });

const AuditEventEntry = ({ event, showRecord }: { event: AuditEvent; showRecord: boolean }) => {
  const translate = useTranslate();
  const { dateTime } = useBusinessFormat();
  const what = translate(`saluni.history.actions.${event.action}`);
  return (
    <Box component="li" sx={{ py: 1.5, listStyle: 'none' }} data-audit-event={event._id}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {showRecord ? `${what}: ${recordTypeLabel(translate, event.table)}` : what}
        {' · '}
        {actorName(translate, event)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {dateTime(event.createdAt)}
        {event.address && ` · ${translate('saluni.history.address', { address: event.address })}`}
      </Typography>
      {changeLines(translate, event).map(({ field, text }) => (
        <Typography key={field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * The audit trail's entries, newest first, as a list that reads on a phone: who, when and from
 * where, then each field changed with its label (`Name: Amina → Amina Otieno`), and the paging.
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
  if (loading) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (!events.length)
    return <Typography color="text.secondary">{translate('saluni.history.empty')}</Typography>;
  return (
    <Box>
      <Stack component="ul" divider={<Divider component="li" />} sx={{ p: 0, m: 0 }}>
        {events.map((event) => (
          <AuditEventEntry key={event._id} event={event} showRecord={showRecord} />
        ))}
      </Stack>
      <ServerPageControls paging={paging} total={total} />
    </Box>
  );
};

import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type StatusColour =
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/**
 * Every status colour of the back office, in one place: MUI palette names, so they follow the
 * theme and keep their contrast. Documents (receipts, requests, usages, orders: inventory.md 4)
 * show waiting orange, done green, stopped red, money given back blue, a draft grey; a visit's
 * status has its own colour on every screen (lists, the dashboard, the calendar); messages and
 * SMS bundle payments keep theirs.
 */
export const STATUS_COLOURS = {
  documents: {
    pending: 'warning',
    SUBMITTED: 'warning',
    received: 'success',
    RECEIVED: 'success',
    confirmed: 'success',
    paid: 'success',
    delivered: 'success',
    collected: 'success',
    active: 'success',
    unpaid: 'warning',
    partially_paid: 'warning',
    partially_refunded: 'info',
    refunded: 'info',
    cancelled: 'error',
    CANCELLED: 'error',
    failed: 'error',
    expired: 'error',
    CREATED: 'default',
  },
  appointments: {
    booked: 'primary',
    confirmed: 'info',
    arrived: 'secondary',
    started: 'warning',
    completed: 'success',
    no_show: 'error',
    cancelled: 'default',
  },
  smsBundlePayments: {
    pending: 'default',
    paid: 'success',
    failed: 'error',
    cancelled: 'warning',
    expired: 'warning',
  },
  messages: {
    queued: 'default',
    sent: 'info',
    delivered: 'success',
    failed: 'error',
    skipped: 'warning',
  },
  outbox: { pending: 'default', sent: 'success', failed: 'error' },
} as const satisfies Record<string, Record<string, StatusColour>>;

type Family = keyof typeof STATUS_COLOURS;

/**
 * A status as a small coloured chip; `labels` is the catalogue branch holding one label per
 * status, `family` the colour map it takes (documents unless said).
 */
export const StatusChip = ({
  status,
  labels,
  family = 'documents',
}: {
  status: string;
  labels: string;
  family?: Family;
}) => {
  const translate = useTranslate();
  const colours: Partial<Record<string, StatusColour>> = STATUS_COLOURS[family];
  return (
    <Chip
      size="small"
      color={colours[status] ?? 'default'}
      data-status={status}
      label={translate(`${labels}.${status}`, { _: status })}
    />
  );
};

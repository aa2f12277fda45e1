import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type StatusColour = 'warning' | 'success' | 'error' | 'info' | 'default';

/**
 * The colour of a status wherever a document's state is shown: waiting orange, done green,
 * stopped red, money given back blue, a draft grey (inventory.md 4 for receipts and usages; the other areas alike).
 */
const STATUS_COLOURS: Record<string, StatusColour> = {
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
};

/** A status as a small coloured chip; `labels` is the catalogue branch holding one label per status. */
export const StatusChip = ({ status, labels }: { status: string; labels: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status] ?? 'default'}
      data-status={status}
      label={translate(`${labels}.${status}`, { _: status })}
    />
  );
};

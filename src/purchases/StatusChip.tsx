import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

type ChipColour = 'warning' | 'success' | 'error' | 'info' | 'default';

/** Receipt colours of inventory.md 4 (pending orange, received green, cancelled red, other grey); requests alike. */
const COLOURS: Record<string, ChipColour> = {
  pending: 'warning',
  received: 'success',
  cancelled: 'error',
  CREATED: 'default',
  SUBMITTED: 'warning',
  RECEIVED: 'success',
  CANCELLED: 'error',
};

export const ReceiptStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={translate(`saluni.purchases.receipts.statuses.${status}`, { _: status })} />;
};

export const RequestStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={translate(`saluni.purchases.statuses.${status}`, { _: status })} />;
};

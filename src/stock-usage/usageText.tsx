import { Chip } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import type { StockUsage, UsageStatus } from '../dataProvider/stockUsage';

/** inventory.md 4: pending orange, confirmed green, cancelled red. */
const STATUS_COLOURS = { pending: 'warning', confirmed: 'success', cancelled: 'error' } as const satisfies Record<UsageStatus, string>;

export const StatusChip = ({ status, translate }: { status: UsageStatus; translate: TranslateFunction }) => (
  <Chip size="small" color={STATUS_COLOURS[status]} data-status={status} label={translate(`saluni.stockUsage.statuses.${status}`)} />
);

/** What the usage was for: the appointment's client, or the business reason's label. */
export const purposeDetail = (translate: TranslateFunction, usage: StockUsage): string =>
  usage.purpose === 'appointment'
    ? (usage.appointment?.client.fullName ?? '')
    : usage.businessReason
      ? translate(`saluni.stockUsage.reasons.${usage.businessReason}`)
      : '';

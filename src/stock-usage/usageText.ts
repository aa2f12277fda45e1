import type { TranslateFunction } from 'react-admin';
import type { StockUsage } from '../dataProvider/stockUsage';

/** What the usage was for: the appointment's client, or the business reason's label. */
export const purposeDetail = (translate: TranslateFunction, usage: StockUsage): string =>
  usage.purpose === 'appointment'
    ? (usage.appointment?.client.fullName ?? '')
    : usage.businessReason
      ? translate(`saluni.stockUsage.reasons.${usage.businessReason}`)
      : '';

import type { TaxBand } from '../../registry/tax';

/** A band as the order page writes it: its code and rate ('B 16%', 'GST 10%'). */
export const bandLabel = (band: TaxBand, rate: number): string => `${band} ${rate}%`;

import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useRoles } from '../business/useRoles';
import { businessFormat, type BusinessFormat } from './businessFormat';

/** The money and date helpers of the business the user works in, in the user's language. */
export const useBusinessFormat = (): BusinessFormat => {
  const { current } = useRoles();
  const [locale] = useLocaleState();
  const business = current?.business;
  return useMemo(
    () =>
      businessFormat({
        country: business?.country,
        currency: business?.currency,
        timeZone: business?.timezone,
        locale,
      }),
    [business?.country, business?.currency, business?.timezone, locale],
  );
};

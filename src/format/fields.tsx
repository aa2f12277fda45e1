import { InputAdornment, Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import type { MoneyStyle } from './money';
import { useBusinessFormat } from './useBusinessFormat';

/** react-admin fields that show a record's value the way the current business does. */
const FieldText = ({ text }: { text: string }) => (
  <Typography component="span" variant="body2">
    {text}
  </Typography>
);

/** An amount in the business currency ('KES 1,500.00', 'A$1,500.00'). */
export const MoneyField = ({
  moneyStyle = 'general',
  ...props
}: FieldProps & { moneyStyle?: MoneyStyle }) => {
  const value = useFieldValue(props) as number | string | null | undefined;
  const { money } = useBusinessFormat();
  return value === null || value === undefined || value === '' ? null : (
    <FieldText text={money(value, moneyStyle)} />
  );
};

/** An instant (createdAt) as its day in the business time zone. */
export const InstantDateField = (props: FieldProps) => {
  const value = useFieldValue(props) as string | null | undefined;
  const { date } = useBusinessFormat();
  return value ? <FieldText text={date(value)} /> : null;
};

/** A calendar day ('YYYY-MM-DD') as it was entered: no time zone moves it. */
export const CalendarDateField = (props: FieldProps) => {
  const value = useFieldValue(props) as string | null | undefined;
  const { calendarDate } = useBusinessFormat();
  return value ? <FieldText text={calendarDate(value)} /> : null;
};

/** The currency's sign before an amount input ('KES', 'Ksh.', 'A$'). */
export const CurrencyAdornment = ({ moneyStyle = 'general' }: { moneyStyle?: MoneyStyle }) => {
  const { currencySign } = useBusinessFormat();
  return <InputAdornment position="start">{currencySign(moneyStyle)}</InputAdornment>;
};

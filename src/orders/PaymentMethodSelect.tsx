import { useTranslate } from 'react-admin';
import { PAYMENT_METHODS } from '../../registry/orders';
import type { PaymentMethod } from '../dataProvider/orders';
import { SelectField } from '../shared/SelectField';

interface PaymentMethodSelectProps {
  /** Text key of the field's label. */
  label: string;
  /** Where the methods' names are among the texts: each screen's chunk brings its own (`<names>.cash`, ...). */
  names: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The methods offered; the current one is always listed, so the field never shows a value it lacks. */
  methods?: readonly PaymentMethod[];
}

/** The choice of cash, card, M-Pesa or a gift voucher: a checkout payment row, Pay Balance and a refund. */
export const PaymentMethodSelect = ({
  label,
  names,
  value,
  onChange,
  methods = PAYMENT_METHODS,
}: PaymentMethodSelectProps) => {
  const translate = useTranslate();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(method) => onChange(method as PaymentMethod)}
      options={PAYMENT_METHODS.filter((method) => method === value || methods.includes(method)).map(
        (method) => ({ _id: method, name: translate(`${names}.${method}`) }),
      )}
    />
  );
};

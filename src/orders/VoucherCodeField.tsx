import { Button, InputAdornment, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { errorMessage } from '../shared/errorMessage';
import { VOUCHER_TEXTS, voucherAmount, type PaymentRow, type VoucherCheck } from './paymentRows';
import './voucherTexts';

interface VoucherCodeFieldProps {
  row: PaymentRow;
  /** The row's code error (a text key), when the row is judged. */
  error: string | undefined;
  /** What the other rows leave to pay: a valid voucher pays that, or its balance when less. */
  leftToPay: number;
  onChange: (row: PaymentRow) => void;
}

/**
 * A gift voucher's code, checked with the server when the field is left, on Enter or with Check:
 * then the voucher's name and balance (and the row takes what it can pay), or why it cannot pay.
 * No client is named: a gift voucher pays for whoever holds its code.
 */
export const VoucherCodeField = ({ row, error, leftToPay, onChange }: VoucherCodeFieldProps) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const api = useSaluniDataProvider();
  const check = useMutation({
    mutationFn: async (code: string): Promise<VoucherCheck> => {
      const answer = await api.validateVoucherCode({ code });
      return answer.valid
        ? {
            valid: true,
            name: answer.clientVoucher.voucherName,
            balance: answer.clientVoucher.balance,
          }
        : { valid: false, message: answer.message };
    },
  });
  const run = () => {
    const code = row.code.trim();
    // Leaving the field for Check would otherwise ask twice.
    if (!code || row.voucher || check.isPending) return;
    check.mutate(code, {
      onSuccess: (voucher) =>
        onChange({
          ...row,
          voucher,
          ...(voucher.valid && { amount: voucherAmount(voucher.balance, leftToPay) }),
        }),
      onError: (failure) =>
        onChange({ ...row, voucher: { valid: false, message: errorMessage(failure) } }),
    });
  };
  const { voucher } = row;
  const helperText =
    voucher?.valid === false
      ? translate(voucher.message, { _: voucher.message })
      : error
        ? translate(error)
        : voucher?.valid
          ? translate(VOUCHER_TEXTS.found, {
              name: voucher.name,
              amount: format.money(voucher.balance),
            })
          : undefined;
  return (
    <TextField
      label={translate(VOUCHER_TEXTS.code)}
      value={row.code}
      onChange={(event) => onChange({ ...row, code: event.target.value, voucher: null })}
      onBlur={run}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        run();
      }}
      error={voucher?.valid === false || Boolean(error)}
      helperText={helperText}
      autoComplete="off"
      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      slotProps={{
        htmlInput: { autoCapitalize: 'characters', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={run} disabled={check.isPending || !row.code.trim()}>
                {translate(VOUCHER_TEXTS.check)}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

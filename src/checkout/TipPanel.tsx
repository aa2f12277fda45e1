import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { employee } from '../../registry';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { Cart, TipInput } from '../dataProvider/orders';
import { CurrencyAdornment } from '../format/fields';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { minorUnits, parseAmount } from '../orders';
import { useCartChange } from './cartQueries';
import { lineStaffOf, SHARED_TIP, tipRefusal, tipsFor, type TipStaff } from './tips';
import './tipTexts';

const T = 'saluni.checkout.tip';

const STAFF_LIST = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'fullName', order: 'ASC' as const },
};

/** The line staff first, then the rest of the business's staff (read only by who may list them). */
const useTipStaff = (lineStaff: TipStaff[]): TipStaff[] => {
  const mayList = useModuleAccess(employee.module, 'read').allowed;
  const { data: staff = [] } = useGetList<TipStaff>(employee.name, STAFF_LIST, {
    enabled: mayList,
  });
  const onLines = new Set(lineStaff.map((member) => member.id));
  return [...lineStaff, ...staff.filter((member) => !onLines.has(member.id))];
};

/**
 * The amount and who it goes to; Save replaces the cart's tips with it, split when shared. The
 * server's refusal of the tips shows under the amount until either field changes (`onEdit`).
 */
const TipForm = ({
  lineStaff,
  onSave,
  onCancel,
  saving,
  refusal,
  onEdit,
}: {
  lineStaff: TipStaff[];
  onSave: (tips: TipInput[]) => void;
  onCancel: () => void;
  saving: boolean;
  refusal: string | undefined;
  onEdit: () => void;
}) => {
  const translate = useTranslate();
  const choices = useTipStaff(lineStaff);
  const [amount, setAmount] = useState('');
  // Several staff on the lines share it by default; one alone has it all.
  const [to, setTo] = useState(lineStaff.length > 1 ? SHARED_TIP : (lineStaff[0]?.id ?? ''));
  const [showErrors, setShowErrors] = useState(false);
  const amountMinor = minorUnits(parseAmount(amount));
  const amountError = !(amountMinor > 0) && 'saluni.checkout.payment.amountInvalid';
  const toError = !to && `${T}.chooseStaff`;
  const save = () => {
    setShowErrors(true);
    if (!amountError && !toError) onSave(tipsFor(amountMinor, to, lineStaff));
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr auto auto' },
      }}
    >
      <TextField
        autoFocus
        label={translate(`${T}.amount`)}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          onEdit();
        }}
        error={(showErrors && Boolean(amountError)) || Boolean(refusal)}
        helperText={showErrors && amountError ? translate(amountError) : refusal}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <CurrencyAdornment /> },
        }}
      />
      <TextField
        select
        label={translate(`${T}.to`)}
        value={to}
        onChange={(event) => {
          setTo(event.target.value);
          // The server names the tips as a whole: its message may be about who (a member twice).
          onEdit();
        }}
        error={showErrors && Boolean(toError)}
        helperText={showErrors && toError ? translate(toError) : undefined}
        sx={{ minWidth: 0 }}
      >
        {lineStaff.length > 1 && <MenuItem value={SHARED_TIP}>{translate(`${T}.shared`)}</MenuItem>}
        {choices.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.fullName || translate(`${T}.formerStaff`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1 }}>
        {translate(`${T}.save`)}
      </Button>
      <Button onClick={onCancel} sx={{ mt: 1 }}>
        {translate(`${T}.cancel`)}
      </Button>
    </Box>
  );
};

/**
 * The cart's tip (docs/areas/checkout-web.md "Tips"): Add tip asks the amount and who it goes
 * to, one staff member or shared equally among the line staff; the tips show apart from the sale
 * with the sale total, the tips and what the client pays; Remove tip clears them.
 */
export const TipPanel = ({ cart }: { cart: Cart }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const closeForm = () => {
    setAdding(false);
    setRefusal(undefined);
  };
  const setTips = useCartChange(
    (tips: TipInput[]) => dataProvider.updateCart({ tips }),
    closeForm,
    (error) => {
      // Remove tip has no field to show it under: its refusal stays a toast.
      const message = adding ? tipRefusal(error) : undefined;
      setRefusal(message);
      return message !== undefined;
    },
  );
  const toPay = (minorUnits(cart.total) + minorUnits(cart.tipTotal)) / 100;
  return (
    <Stack spacing={1} component="section" aria-labelledby="checkout-tip-title">
      <Typography variant="h6" component="h2" id="checkout-tip-title">
        {translate(`${T}.title`)}
      </Typography>
      {cart.tips.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, m: 0 }}>
          {cart.tips.map((tip) => (
            <Box key={tip.employeeId} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ overflowWrap: 'anywhere' }}>
                {translate(`${T}.line`, {
                  name: tip.fullName ?? translate(`${T}.formerStaff`),
                })}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {format.money(tip.amount)}
              </Typography>
            </Box>
          ))}
          {(
            [
              ['saleTotal', cart.total],
              ['tipTotal', cart.tipTotal],
              ['toPay', toPay],
            ] as const
          ).map(([name, amount]) => (
            <Box
              key={name}
              sx={{ display: 'contents', fontWeight: name === 'toPay' ? 600 : undefined }}
            >
              <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
                {translate(`${T}.${name}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
                {format.money(amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.note`)}
      </Typography>
      {adding ? (
        <TipForm
          lineStaff={lineStaffOf(cart)}
          onSave={(tips) => setTips.mutate(tips)}
          onCancel={closeForm}
          saving={setTips.isPending}
          refusal={refusal}
          onEdit={() => setRefusal(undefined)}
        />
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {translate(cart.tips.length > 0 ? `${T}.change` : `${T}.add`)}
          </Button>
          {cart.tips.length > 0 && (
            <Button color="error" onClick={() => setTips.mutate([])} disabled={setTips.isPending}>
              {translate(`${T}.remove`)}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
};

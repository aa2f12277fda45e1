import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_AMOUNTS, type OrderAmount } from '../../registry/orderAmounts';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { Cart, CartEntry, CartEntryChange } from '../dataProvider/orders';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { useCartChange } from './cartQueries';
import { CommitNumberField } from './CommitNumberField';
import { LineStaffPicker } from './LineStaffPicker';
import { ServiceLineAppointment } from './ServiceLineAppointment';
import './buyerTexts';

/** The line's numbers the cashier changes in place; each is saved when its field is left. */
const LINE_NUMBERS = {
  quantity: { label: 'saluni.checkout.quantity', min: 1, width: 96 },
  discount: { label: 'saluni.checkout.lineDiscount', step: 0.01, width: 128 },
};

const CartLine = ({
  entry,
  clientId,
  mayDiscount,
}: {
  entry: CartEntry;
  clientId: string | undefined;
  mayDiscount: boolean;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const update = useCartChange((change: CartEntryChange) =>
    dataProvider.updateCartEntry(entry._id, change),
  );
  const remove = useCartChange(() => dataProvider.removeCartEntry(entry._id));
  const numberField = (field: keyof typeof LINE_NUMBERS) => {
    const { label, width, ...limits } = LINE_NUMBERS[field];
    return (
      <CommitNumberField
        size="small"
        label={translate(label)}
        value={entry[field]}
        {...limits}
        onCommit={(value) => update.mutate({ [field]: value })}
        sx={{ width }}
      />
    );
  };
  return (
    <Box component="li" sx={{ py: 1.5, listStyle: 'none' }} aria-label={entry.name}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
      >
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{entry.name}</Typography>
        <IconButton
          aria-label={translate('saluni.checkout.removeLine', { name: entry.name })}
          onClick={() => remove.mutate(undefined)}
          disabled={remove.isPending}
          size="small"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      {entry.kind === 'service' && <ServiceLineAppointment entry={entry} clientId={clientId} />}
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 1 }}
      >
        {numberField('quantity')}
        <Typography variant="body2">
          {translate('saluni.checkout.unitPrice', { amount: format.money(entry.unitPrice) })}
        </Typography>
        <LineStaffPicker entry={entry} />
        {mayDiscount && numberField('discount')}
        <Typography sx={{ ml: 'auto', fontWeight: 500 }}>{format.money(entry.total)}</Typography>
      </Stack>
    </Box>
  );
};

/** One amount of the cart (`registry/orderAmounts.ts`): a field for who may set it, else its value. */
const CartAmount = ({ cart, amount }: { cart: Cart; amount: OrderAmount }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const mayChange = useModuleAccess(amount.module, 'create').allowed;
  const change = useCartChange((value: number) => dataProvider.updateCart({ [amount.key]: value }));
  const fieldLabel = `saluni.checkout.cart${amount.key[0]!.toUpperCase()}${amount.key.slice(1)}`;
  return (
    <>
      <Typography component="dt">{translate(`saluni.checkout.${amount.key}`)}</Typography>
      <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {mayChange ? (
          <CommitNumberField
            size="small"
            label={translate(fieldLabel)}
            value={cart[amount.key]}
            step={0.01}
            onCommit={(value) => change.mutate(value)}
            sx={{ width: 128 }}
          />
        ) : (
          format.money(cart[amount.key])
        )}
      </Box>
    </>
  );
};

/**
 * The cart's lines (name, quantity, unit price, staff, discount, line total, remove) and its totals,
 * tax included.
 * Discounts, on a line or on the total, show only to users who may give them (`sales.Discounts`
 * create); the server refuses them to anyone else.
 */
export const CartLines = ({ cart }: { cart: Cart }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const mayDiscount = useModuleAccess('sales.Discounts', 'create').allowed;
  return (
    <Stack spacing={1}>
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={translate('saluni.checkout.lines')}>
        {cart.entries.map((entry, index) => (
          <Box key={entry._id}>
            {index > 0 && <Divider component="div" />}
            <CartLine entry={entry} clientId={cart.client?._id} mayDiscount={mayDiscount} />
          </Box>
        ))}
      </Box>
      <Divider />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: 1,
          m: 0,
          alignItems: 'center',
        }}
      >
        <Typography component="dt">{translate('saluni.checkout.subtotal')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {format.money(cart.subtotal)}
        </Typography>
        {ORDER_AMOUNTS.map((amount) => (
          <CartAmount key={amount.key} cart={cart} amount={amount} />
        ))}
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {translate('saluni.checkout.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
          {format.money(cart.total)}
        </Typography>
      </Box>
      {/* The cart's entries carry no band yet, so the tax per band shows on the order. */}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
        {translate('saluni.common.pricesIncludeTax')}
      </Typography>
    </Stack>
  );
};

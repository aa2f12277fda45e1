import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Order } from '../dataProvider/orders';
import { CartLines } from './CartLines';
import { useCart, useCartChange } from './cartQueries';
import { ClientPicker } from './CheckoutPickers';
import { LazyCheckoutDialog } from './LazyCheckoutDialog';
import { AwaitingMpesa, PaymentPanel } from './PaymentPanel';
import { TipPanel } from './TipPanel';
import './texts';
import '../shared/specScreensTexts';

/** Opens the Checkout dialog over the current cart (its client kept), to add what else the client buys. */
const ChooseItemsButton = ({
  label,
  variant,
}: {
  label: string;
  variant: 'contained' | 'outlined';
}) => {
  const translate = useTranslate();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setChoosing(true)}>
        {translate(label)}
      </Button>
      {choosing && <LazyCheckoutDialog onClose={() => setChoosing(false)} />}
    </>
  );
};

/** An empty cart says so and offers the Checkout dialog to fill it. */
const EmptyCart = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{translate('saluni.checkout.emptyCart')}</Typography>
          <ChooseItemsButton label="saluni.spec.dashboard.checkout" variant="contained" />
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /checkout (back-office.md 1): the cart's client (changeable), its lines and totals, and
 * payment. While an M-Pesa request waits on the client's phone the page shows only that.
 */
export const CheckoutPage = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { data: cart, isPending, error } = useCart();
  const setClient = useCartChange((clientId: string | null) =>
    dataProvider.updateCart({ clientId }),
  );
  const [awaiting, setAwaiting] = useState<Order | null>(null);
  let content;
  if (awaiting) content = <AwaitingMpesa order={awaiting} />;
  else if (isPending) content = <Loading />;
  else if (error) content = <Typography color="error">{error.message}</Typography>;
  else if (cart.entries.length === 0) content = <EmptyCart />;
  else
    content = (
      <Stack spacing={3}>
        <Box component="section" aria-label={translate('saluni.checkout.client')}>
          <ClientPicker
            client={cart.client}
            onChange={(clientId) => setClient.mutate(clientId)}
            disabled={setClient.isPending}
          />
        </Box>
        <CartLines cart={cart} />
        <Box>
          <ChooseItemsButton label="saluni.checkout.addItems" variant="outlined" />
        </Box>
        <TipPanel cart={cart} />
        <PaymentPanel cart={cart} onAwaiting={setAwaiting} />
      </Stack>
    );
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, py: 2, maxWidth: 900 }}>
      <Title title="saluni.spec.checkout.title" />
      {content}
    </Box>
  );
};

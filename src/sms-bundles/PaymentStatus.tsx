import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { SmsBundleOrder } from '../dataProvider/smsBundles';
import { useReloadCurrentBusiness } from './useSmsBalance';
import './texts';

/** How often a pending order is asked for again while the customer confirms on the phone. */
const POLL_MS = 2000;

export const SMS_BUNDLE_ORDERS_QUERY_KEY = ['sms-bundle-order'];

/**
 * An order asked for every 2 s while pending (after its push was sent, or back from the card
 * page). When it settles the orders list is refreshed and, once paid, the current business too,
 * so the balance shows the credit without a reload.
 */
export const useOrderUntilSettled = (orderId: string | undefined): SmsBundleOrder | undefined => {
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const reloadBusiness = useReloadCurrentBusiness();
  const { data } = useQuery({
    queryKey: [...SMS_BUNDLE_ORDERS_QUERY_KEY, orderId],
    queryFn: async () => {
      const latest = await dataProvider.getSmsBundleOrder(orderId!);
      // Polling stops with the first settled reply, so this runs once per order.
      if (latest.status !== 'pending') {
        if (latest.status === 'paid') await reloadBusiness();
        await queryClient.invalidateQueries({ queryKey: [...SMS_BUNDLE_ORDERS_QUERY_KEY, 'list'] });
      }
      return latest;
    },
    enabled: orderId !== undefined,
    refetchInterval: (query) =>
      (query.state.data?.status ?? 'pending') === 'pending' ? POLL_MS : false,
    refetchOnWindowFocus: false,
  });
  return data;
};

/** The order after its push was sent, followed until it settles. */
export const useOrderAfterPush = (order: SmsBundleOrder | null): SmsBundleOrder | null =>
  useOrderUntilSettled(order?._id) ?? order;

/** Waiting for the customer, paid with the SMS credited, or why the payment did not go through. */
export const PaymentStatus = ({ order }: { order: SmsBundleOrder }) => {
  const translate = useTranslate();
  if (order.status === 'pending')
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>
          {translate(
            order.paymentMethod === 'card'
              ? 'saluni.smsBundles.payment.waitingCard'
              : 'saluni.smsBundles.payment.waiting',
          )}
        </Typography>
      </Stack>
    );
  if (order.status === 'paid')
    return (
      <Alert severity="success" role="status">
        {translate('saluni.smsBundles.payment.paid', { count: order.bundle.smsCount })}
      </Alert>
    );
  return (
    <Alert severity="error" role="status">
      {translate('saluni.smsBundles.payment.failed', {
        reason: order.resultDescription || translate(`saluni.smsBundles.status.${order.status}`),
      })}
    </Alert>
  );
};

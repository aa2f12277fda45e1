import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { shownDeliveryStatus } from '../../registry/orders';
import { Link, useParams } from 'react-router-dom';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { clientShowPath, ORDERS_TAB_PATH } from '../shared/appScreens';
import { useSaluniDataProvider } from '../dataProvider';
import type { Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { useRequestFailed } from '../shared/useRequestFailed';
import { StatusChip } from '../shared/StatusChip';
import { useMpesaFailureToast } from './MpesaFailure';
import { OrderActions } from './OrderActions';
import { OrderNotes } from './OrderNotes';
import { OrderLines, OrderPayments, OrderRefunds, OrderStockEntries } from './OrderSections';
import { OrderInvoices, OrderTax } from './OrderTax';
import { OrderTips } from './OrderTips';
import { orderKey, pendingMpesa } from './orderState';
import { RecordHistory } from '../shared/RecordHistory';
import './texts';

/** How often a pending M-Pesa payment is asked after, until its callback settles it. */
const PAYMENT_POLL_MS = 3000;

/** Who the order is for, who took it and when, with its delivery and payment status. */
const OrderHeader = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const none = translate('saluni.orders.page.noValue');
  const facts: [string, ReactNode][] = [
    [
      'client',
      <MuiLink key="client" component={Link} to={clientShowPath(order.client._id)}>
        {order.client.fullName}
      </MuiLink>,
    ],
    ['takenBy', order.user?.displayName ?? none],
    ['date', format.dateTime(order.createdAt)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
            {translate('saluni.orders.page.title', { number: order.orderNo })}
          </Typography>
          <StatusChip status={shownDeliveryStatus(order)} labels="saluni.orders.statuses" />
          <StatusChip status={order.paymentStatus} labels="saluni.orders.paymentStatuses" />
        </Stack>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {facts.map(([name, value]) => (
            <Typography key={name}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                {translate(`saluni.orders.page.${name}`)}
              </Box>
              {value}
            </Typography>
          ))}
        </Stack>
        <OrderActions order={order} />
      </CardContent>
    </Card>
  );
};

/**
 * /order/{id}: one order with its lines, its tips, tax, invoices, payments, refunds and stock movements, and what can be
 * done with it. Opening an unread order marks it read, once.
 */
export const OrderPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const queryClient = useQueryClient();
  const requestFailed = useRequestFailed();
  const markedRead = useRef(false);
  const markRead = useMutation({
    mutationFn: () => api.updateOrder(id, { read: true }),
    // The lists' highlight and the unread count follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', businessId, 'list'] }),
  });
  const { data: order, isError } = useQuery({
    queryKey: orderKey(businessId, id),
    queryFn: async () => {
      const found = await api.getOrder(id).catch((error: unknown) => {
        requestFailed(error);
        throw error;
      });
      if (!found.read && !markedRead.current) {
        markedRead.current = true;
        markRead.mutate();
      }
      return found;
    },
    // An M-Pesa payment becomes paid by its callback: the page follows the order until then.
    refetchInterval: (query) => (pendingMpesa(query.state.data) ? PAYMENT_POLL_MS : false),
    retry: false,
  });

  useMpesaFailureToast(order);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, width: '100%' }}>
      <Title
        title={
          order
            ? translate('saluni.orders.page.title', { number: order.orderNo })
            : 'saluni.inventory.tabs.orders'
        }
      />
      <Button component={Link} to={ORDERS_TAB_PATH} sx={{ mb: 1 }}>
        {translate('saluni.orders.page.back')}
      </Button>
      {isError && (
        <Typography color="text.secondary">{translate('saluni.orders.page.notFound')}</Typography>
      )}
      {!order && !isError && (
        <CircularProgress aria-label={translate('saluni.inventory.loading')} />
      )}
      {order && (
        <Stack spacing={2}>
          <OrderHeader order={order} />
          <OrderLines order={order} />
          <OrderTips order={order} />
          <OrderTax order={order} />
          <OrderInvoices order={order} />
          <OrderPayments order={order} />
          <OrderRefunds order={order} />
          <OrderStockEntries order={order} />
          <OrderNotes key={order.updatedAt} order={order} />
          <RecordHistory table="orders" recordId={order._id} />
        </Stack>
      )}
    </Box>
  );
};

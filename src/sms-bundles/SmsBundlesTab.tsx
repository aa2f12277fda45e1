import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyHint } from '../shared/EmptyHint';
import { StatusChip } from '../shared/StatusChip';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { SmsBundleOrder } from '../dataProvider/smsBundles';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { formatMoney } from '../format/money';
import { BuyBundleDialog } from './BuyBundleDialog';
import { PaymentStatus, SMS_BUNDLE_ORDERS_QUERY_KEY, useOrderUntilSettled } from './PaymentStatus';
import { CARD_ORDER_PARAM } from './cardReturn';
import { useSmsBalance } from './useSmsBalance';
import './texts';
import '../shared/specScreensTexts';

const PAGE_SIZE = 10;

/** The business's SMS balance, with Buy An SMS Bundle for those who may buy. */
export const SmsBalanceCard = () => {
  const translate = useTranslate();
  const balance = useSmsBalance();
  const { allowed: mayBuy } = useModuleAccess('settings.SMS Bundles', 'create');
  const [buying, setBuying] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate('saluni.smsBundles.balance')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="sms-balance">
              {translate('saluni.smsBundles.balanceValue', { n: balance })}
            </Typography>
          </Box>
          {mayBuy ? (
            <Button
              variant="contained"
              startIcon={<ShoppingCartIcon />}
              onClick={() => setBuying(true)}
            >
              {translate('saluni.spec.client.buyBundle')}
            </Button>
          ) : (
            <Typography variant="body2">{translate('saluni.smsBundles.mayNotBuy')}</Typography>
          )}
        </Stack>
      </CardContent>
      {buying && <BuyBundleDialog onClose={() => setBuying(false)} />}
    </Card>
  );
};

const OrderLine = ({ order }: { order: SmsBundleOrder }) => {
  const translate = useTranslate();
  const { dateTime } = useBusinessFormat();
  const details = [
    dateTime(order.paidAt ?? order.createdAt),
    order.receipt &&
      translate(
        order.paymentMethod === 'card'
          ? 'saluni.smsBundles.cardReceipt'
          : 'saluni.smsBundles.receipt',
        { receipt: order.receipt },
      ),
    order.status !== 'paid' && order.resultDescription,
  ];
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        <StatusChip
          status={order.status}
          labels="saluni.smsBundles.status"
          family="smsBundlePayments"
        />
      }
    >
      <ListItemText
        sx={{ pr: 16, overflowWrap: 'anywhere' }}
        primary={translate('saluni.smsBundles.orderLine', {
          title: order.bundle.title,
          count: order.bundle.smsCount,
          price: formatMoney(order.bundle.cost, order.bundle.currency),
        })}
        secondary={details.filter(Boolean).join(' · ')}
      />
    </ListItem>
  );
};

/** The bundle orders of the business, newest first, with the state of their payment. */
const BundleOrders = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery({
    queryKey: [...SMS_BUNDLE_ORDERS_QUERY_KEY, 'list', page],
    queryFn: () => dataProvider.listSmsBundleOrders({ page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (isPending)
    return <CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data.docs.length)
    return <EmptyHint text="saluni.smsBundles.noOrders" hint="saluni.smsBundles.noOrdersHint" />;
  return (
    <>
      <List aria-label={translate('saluni.smsBundles.orders')}>
        {data.docs.map((order) => (
          <OrderLine key={order._id} order={order} />
        ))}
      </List>
      {data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
};

/** Back from the card provider's page: the order's outcome, followed until the webhook settles it. */
const CardPaymentReturn = ({ orderId }: { orderId: string }) => {
  const order = useOrderUntilSettled(orderId);
  return order ? <PaymentStatus order={order} /> : null;
};

/** The SMS bundles tab of the messages page: the balance and, for those who may see them, the orders. */
export const SmsBundlesTab = () => {
  const translate = useTranslate();
  const { allowed: maySeeOrders } = useModuleAccess('settings.SMS Bundles', 'read');
  const [search] = useSearchParams();
  const cardOrder = search.get(CARD_ORDER_PARAM);
  return (
    <Stack spacing={2}>
      {cardOrder && maySeeOrders && <CardPaymentReturn orderId={cardOrder} />}
      <SmsBalanceCard />
      {maySeeOrders && (
        <Box>
          <Typography variant="h6" component="h2">
            {translate('saluni.smsBundles.orders')}
          </Typography>
          <BundleOrders />
        </Box>
      )}
    </Stack>
  );
};

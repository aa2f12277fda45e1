import { Alert, AlertTitle, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { orderPath } from '../shared/appScreens';
import './texts';

const T = 'saluni.taxScreens.warning';
/** Invoices go to KRA by a timed job: a look every five minutes is soon enough. */
const REFRESH_MS = 5 * 60_000;

const AttentionAlert = () => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const { data } = useQuery({
    queryKey: ['tax-invoice-attention', businessId],
    queryFn: () => api.getTaxInvoiceAttention(),
    refetchInterval: REFRESH_MS,
  });
  if (!data || data.pending + data.refused === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        data.oldest && (
          <Button color="inherit" size="small" component={Link} to={orderPath(data.oldest.orderId)}>
            {translate(`${T}.openOldest`, { invoiceNo: data.oldest.invoiceNo })}
          </Button>
        )
      }
    >
      <AlertTitle>{translate(`${T}.title`)}</AlertTitle>
      {translate(`${T}.pending`, { smart_count: data.pending + data.refused })}
      {data.refused > 0 && ` (${translate(`${T}.refused`, { smart_count: data.refused })})`}
    </Alert>
  );
};

/**
 * The dashboard's warning of Kenyan invoices not accepted by KRA an hour after they were issued,
 * with the oldest one's order to open; nothing for an Australian business (nothing is
 * submitted) or a role that may not read orders.
 */
export const TaxInvoiceWarning = () => {
  const format = useBusinessFormat();
  const { allowed } = useModuleAccess('products.Orders', 'read');
  return format.country === 'KE' && allowed ? <AttentionAlert /> : null;
};

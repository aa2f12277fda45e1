import { Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { Order } from '../dataProvider/orders';
import type { TaxInvoice, TaxInvoiceState } from '../dataProvider/tax';
import { useBusinessFormat } from '../format';
import type { StatusColour } from '../shared/StatusChip';
import { Section } from './OrderSections';
import { bandLabel } from './taxBands';
import { useOrderMutation } from './useOrderMutation';
import './taxTexts';

/** Waiting orange, accepted or issued green, refused red. */
const STATE_COLOURS: Record<TaxInvoiceState, StatusColour> = {
  pending: 'warning',
  accepted: 'success',
  refused: 'error',
  issued: 'success',
};

/** Who the invoice is made out to, when given at checkout. */
const OrderBuyer = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  if (!order.buyerName && !order.buyerTaxId) return null;
  return (
    <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {translate('saluni.orders.tax.buyer')}
      </Box>
      {[order.buyerName, order.buyerTaxId].filter(Boolean).join(' · ')}
    </Typography>
  );
};

/** The tax inside the order's total per band, the total tax (prices include tax) and the buyer. */
export const OrderTax = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  return (
    <Section
      title="saluni.orders.tax.title"
      columns={['taxBand', 'taxable', 'tax']}
      empty={{ when: order.taxBands.length === 0, text: 'saluni.orders.tax.none' }}
      footer={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('saluni.common.pricesIncludeTax')}
          </Typography>
          <OrderBuyer order={order} />
        </>
      }
    >
      {order.taxBands.map((band) => (
        <TableRow key={band.band} data-band={band.band}>
          <TableCell>{bandLabel(band.band, band.rate)}</TableCell>
          <TableCell>{format.money(band.taxable)}</TableCell>
          <TableCell>{format.money(band.tax)}</TableCell>
        </TableRow>
      ))}
      {order.taxBands.length > 0 && (
        <TableRow data-total="tax">
          <TableCell colSpan={2} align="right" sx={{ fontWeight: 700 }}>
            {translate('saluni.orders.tax.totalTax')}
          </TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{format.money(order.tax)}</TableCell>
        </TableRow>
      )}
    </Section>
  );
};

/** What the invoice's state means: the control unit's number, KRA's refusal, or the invoice number. */
const StateDetail = ({ invoice }: { invoice: TaxInvoice }) => {
  const translate = useTranslate();
  let detail: string | null = null;
  if (invoice.state === 'accepted' && invoice.controlUnit)
    detail = translate('saluni.orders.tax.accepted', {
      number: invoice.controlUnit.receiptNo,
      unit: invoice.controlUnit.controlUnitId,
    });
  else if (invoice.state === 'refused' && invoice.refusal)
    detail = translate('saluni.orders.tax.refused', invoice.refusal);
  else if (invoice.state === 'issued')
    detail = translate('saluni.orders.tax.issued', { number: invoice.invoiceNo });
  if (!detail) return null;
  return (
    <Typography
      variant="body2"
      color={invoice.state === 'refused' ? 'error' : 'text.secondary'}
      sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
    >
      {detail}
    </Typography>
  );
};

/** Sends a refused invoice to KRA again; the order is read again with its new state. */
const RetryButton = ({ invoice }: { invoice: TaxInvoice }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const retry = useOrderMutation(
    (api) => api.retryTaxInvoice(invoice._id),
    () => notify('saluni.orders.tax.retried', { type: 'success' }),
  );
  return (
    <Button size="small" onClick={() => retry.mutate()} disabled={retry.isPending} sx={{ mt: 0.5 }}>
      {translate('saluni.orders.tax.retry')}
    </Button>
  );
};

/** The order's invoice and credit notes with where each stands at the tax authority. */
export const OrderInvoices = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const canRetry = useModuleAccess('products.Orders', 'update').allowed;
  return (
    <Section
      title="saluni.orders.tax.invoices"
      columns={['invoice', 'date', 'total', 'tax', 'status']}
      empty={{ when: order.invoices.length === 0, text: 'saluni.orders.tax.noInvoices' }}
    >
      {order.invoices.map((invoice) => (
        <TableRow key={invoice._id} data-invoice={invoice.invoiceNo}>
          <TableCell>
            {invoice.kind === 'credit'
              ? translate('saluni.orders.tax.creditNote', {
                  number: invoice.invoiceNo,
                  original: invoice.originalInvoiceNo ?? '',
                })
              : translate('saluni.orders.tax.invoice', { number: invoice.invoiceNo })}
          </TableCell>
          <TableCell>{format.dateTime(invoice.issuedAt)}</TableCell>
          <TableCell>{format.money(invoice.total)}</TableCell>
          <TableCell>{format.money(invoice.tax)}</TableCell>
          <TableCell>
            <Stack sx={{ alignItems: 'flex-start' }}>
              <Chip
                size="small"
                color={STATE_COLOURS[invoice.state]}
                data-status={invoice.state}
                label={translate(`saluni.orders.tax.states.${invoice.state}`)}
              />
              <StateDetail invoice={invoice} />
              {invoice.state === 'refused' && canRetry && <RetryButton invoice={invoice} />}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
};

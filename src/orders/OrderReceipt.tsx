import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  Divider,
  GlobalStyles,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  RECEIPT_CHANNELS,
  RECEIPT_PAPERS,
  type Receipt,
  type ReceiptChannel,
  type ReceiptPaper,
} from '../../registry/receipts';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { Order } from '../dataProvider/orders';
import { DialogFrame } from '../shared/FormDialog';
import { printOnlyStyles } from '../shared/printOnlyStyles';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';
import { orderKey } from './orderState';

const RECEIPT_ID = 'order-receipt';
const T = 'saluni.orderReceipt';

/** On paper only the receipt shows, on the chosen paper: a roll 80 mm wide as tall as it needs, or A4. */
const printStyles = (paper: ReceiptPaper) => ({
  ...printOnlyStyles(RECEIPT_ID),
  '@page': paper === '80mm' ? { size: '80mm auto', margin: '3mm' } : { size: 'A4', margin: '15mm' },
  ...(paper === '80mm' && { '@media print': { [`#${RECEIPT_ID}`]: { width: '74mm' } } }),
});

const Row = ({ left, right, strong }: { left: ReactNode; right: ReactNode; strong?: boolean }) => (
  <Stack
    direction="row"
    sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}
  >
    <Box sx={{ overflowWrap: 'anywhere' }}>{left}</Box>
    <Box sx={{ whiteSpace: 'nowrap' }}>{right}</Box>
  </Stack>
);

/**
 * The receipt as the server built it: every word already in the user's language. Its tips
 * follow the sale's total and tax, apart from them.
 */
const ReceiptBody = ({ receipt }: { receipt: Receipt }) => {
  const translate = useTranslate();
  const money = (amount: number) => `${receipt.currency} ${amount.toFixed(2)}`;
  const { labels, seller } = receipt;
  const etims = receipt.etims;
  const centred = (words: string | null, strong = false) =>
    words && (
      <Typography align="center" sx={{ fontWeight: strong ? 700 : undefined }}>
        {words}
      </Typography>
    );
  return (
    <Stack id={RECEIPT_ID} spacing={0.75} sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
      <Typography variant="h6" component="p" align="center">
        {receipt.title}
      </Typography>
      {centred(seller.name, true)}
      {centred(seller.legalName)}
      {centred(seller.address)}
      {centred(seller.phone && `${labels.phone}: ${seller.phone}`)}
      {centred(seller.taxId && `${seller.taxId.label}: ${seller.taxId.value}`)}
      <Divider />
      {receipt.invoiceNo !== null && (
        <Row left={labels.invoiceNo} right={String(receipt.invoiceNo)} />
      )}
      <Row left={labels.orderNo} right={String(receipt.orderNo)} />
      <Row left={labels.date} right={receipt.issuedAt} />
      <Row left={labels.client} right={receipt.clientName} />
      {receipt.buyer?.name && <Row left={labels.buyer} right={receipt.buyer.name} />}
      {receipt.buyer?.taxId && <Row left={labels.buyerTaxId} right={receipt.buyer.taxId} />}
      <Divider />
      {receipt.lines.map((line, index) => (
        <Box key={index}>
          <Row strong left={`${line.quantity} × ${line.name}`} right={money(line.total)} />
          <Box sx={{ fontSize: '0.8em' }}>
            {[
              `${labels.price} ${money(line.unitPrice)}`,
              line.discount > 0 && `${labels.discount} ${money(line.discount)}`,
              line.bandLabel && `${labels.band} ${line.bandLabel}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Box>
          {line.staff && <Box sx={{ fontSize: '0.8em' }}>{`${labels.staff}: ${line.staff}`}</Box>}
        </Box>
      ))}
      <Divider />
      <Row left={labels.subtotal} right={money(receipt.subtotal)} />
      {receipt.amounts.map((amount) => (
        <Row key={amount.label} left={amount.label} right={money(amount.amount)} />
      ))}
      <Row strong left={labels.total} right={money(receipt.total)} />
      {receipt.bands.map((band) => (
        <Row
          key={band.band}
          left={`${band.label} (${labels.taxable} ${money(band.taxable)})`}
          right={money(band.tax)}
        />
      ))}
      {centred(receipt.taxLine, true)}
      {receipt.tips && (
        <>
          <Divider />
          <Box sx={{ fontSize: '0.8em' }}>{receipt.tips.heading}</Box>
          {receipt.tips.lines.map((tip, index) => (
            <Row key={index} left={tip.name} right={money(tip.amount)} />
          ))}
          <Row
            strong
            left={receipt.tips.totalWithTipsLabel}
            right={money(receipt.tips.totalWithTips)}
          />
        </>
      )}
      <Divider />
      {receipt.payments.map((payment, index) => (
        <Box key={index}>
          <Row left={payment.label} right={money(payment.tendered ?? payment.amount)} />
          {payment.reference && <Row left={labels.reference} right={payment.reference} />}
        </Box>
      ))}
      {receipt.change > 0 && <Row left={labels.change} right={money(receipt.change)} />}
      {receipt.depositPaid > 0 && (
        <Row left={labels.depositPaid} right={money(receipt.depositPaid)} />
      )}
      {receipt.balanceDue > 0 && (
        <Row strong left={labels.balanceDue} right={money(receipt.balanceDue)} />
      )}
      {receipt.refunds.map((refund, index) => (
        <Row key={index} left={`${refund.label} ${refund.at}`} right={money(-refund.amount)} />
      ))}
      {receipt.creditNotes.map((note) => (
        <Row key={note.invoiceNo} left={note.label} right={money(-note.total)} />
      ))}
      {etims && (
        <>
          <Divider />
          {centred(labels.etims, true)}
          {(
            [
              [labels.controlUnitId, etims.controlUnitId],
              [labels.cuInvoiceNo, etims.cuInvoiceNo],
              [labels.internalData, etims.internalData],
              [labels.receiptSignature, etims.receiptSignature],
              [labels.signedAt, etims.signedAt],
            ] as const
          ).map(([label, value]) => value && <Row key={label} left={label} right={value} />)}
          {etims.qrImage && (
            <Box
              component="img"
              src={etims.qrImage}
              alt={translate(`${T}.qrCode`)}
              sx={{ width: 140, height: 140, alignSelf: 'center' }}
            />
          )}
        </>
      )}
      {receipt.notices.map((notice) => (
        <Box key={notice}>{centred(notice, true)}</Box>
      ))}
      <Divider />
      {centred(labels.thanks)}
    </Stack>
  );
};

/**
 * The order's receipt as the server builds it (docs/areas/receipts.md): printed on an 80 mm roll
 * or A4, saved as the server's PDF, or sent to the client by e-mail, SMS or WhatsApp.
 */
export const OrderReceipt = ({
  order,
  canSend = false,
  onClose,
}: {
  order: Order;
  canSend?: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const [paper, setPaper] = useState<ReceiptPaper>('80mm');
  const { data: receipt, isError } = useQuery({
    queryKey: [...orderKey(businessId, order._id), 'receipt'],
    queryFn: () => api.getOrderReceipt(order._id),
    retry: false,
  });
  const download = useNotifiedMutation(
    (client) => client.downloadOrderReceipt(order._id, order.orderNo, paper),
    {},
  );
  const sendTo = useNotifiedMutation(
    (client, channel: ReceiptChannel) => client.sendOrderReceipt(order._id, channel),
    { success: `${T}.sent` },
  );
  return (
    <DialogFrame
      title={translate(`${T}.title`)}
      titleId="receipt-title"
      onClose={onClose}
      maxWidth="xs"
    >
      <GlobalStyles styles={printStyles(paper)} />
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        {receipt && <ReceiptBody receipt={receipt} />}
        {isError && <Typography color="error">{translate(`${T}.loadFailed`)}</Typography>}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" id="receipt-paper">
            {translate(`${T}.paper`)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={paper}
            aria-labelledby="receipt-paper"
            onChange={(_event, chosen: ReceiptPaper | null) => chosen && setPaper(chosen)}
          >
            {RECEIPT_PAPERS.map((choice) => (
              <ToggleButton key={choice} value={choice}>
                {translate(`${T}.papers.${choice}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {canSend && (
            <>
              <Typography variant="subtitle2" id="receipt-send">
                {translate(`${T}.sendTo`)}
              </Typography>
              <Stack
                direction="row"
                role="group"
                aria-labelledby="receipt-send"
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                {RECEIPT_CHANNELS.map((channel) => (
                  <Button
                    key={channel}
                    variant="outlined"
                    size="small"
                    disabled={sendTo.isPending}
                    onClick={() => sendTo.mutate(channel)}
                  >
                    {translate(`${T}.channels.${channel}`)}
                  </Button>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
        <Button disabled={!receipt || download.isPending} onClick={() => download.mutate()}>
          {translate(`${T}.downloadPdf`)}
        </Button>
        <Button variant="contained" disabled={!receipt} onClick={() => window.print()}>
          {translate(`${T}.print`)}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
};

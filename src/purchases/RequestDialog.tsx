import { Alert, Box, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Purchase } from '../dataProvider/purchases';
import { formatCalendarDate, useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';
import { SelectField } from '../shared/SelectField';
import { RequestItemEntry, RequestItemsTable } from './RequestItems';
import { StatusChip } from '../shared/StatusChip';
import type { RecordDialogProps } from '../shared/RecordDialogProps';
import { DialogFrame } from '../shared/FormDialog';
import {
  usePurchasingAccess,
  usePurchasingPickers,
  useRefreshPurchasing,
} from './usePurchasingData';
import '../shared/specScreensTexts';

/** The spec's due date pattern (inventory.md 2). */
export const DUE_DATE_FORMAT = 'DD,MMMM,YYYY';

/**
 * A purchase request, viewed and changed (inventory.md 2 and 4): status and supplier; while
 * CREATED its items are added and removed and Submit Request sends it; once SUBMITTED, Receive
 * Purchase asks once, then receives the goods into the chosen warehouse in one call (a received
 * receipt; a pending one for a role that may not receive receipts); Cancel Request until then.
 */
export const RequestDialog = ({
  purchase: initial,
  onClose,
}: RecordDialogProps<'purchase', Purchase>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const refresh = useRefreshPurchasing();
  const { dates, money } = useBusinessFormat();
  const { items: products, warehouses } = usePurchasingPickers();
  const may = usePurchasingAccess('products.Purchases');
  // Receiving the receipt posts the stock: only a role that may receive receipts does it at once.
  const receivesStock = usePurchasingAccess('products.Purchase Receipts').update;
  const [purchase, setPurchase] = useState(initial);
  const [warehouseId, setWarehouseId] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmingReceive, setConfirmingReceive] = useState(false);
  /** What Receive Purchase just did, said under the items. */
  const [received, setReceived] = useState<'stockReceived' | 'receiptMade'>();
  const status = purchase.purchase_status;
  const editable = status === 'CREATED' && may.update;

  /** Runs a call that answers the changed request, then shows the spec's toast; true when it went through. */
  const run = async (call: () => Promise<Purchase>, toast: string) => {
    setBusy(true);
    try {
      setPurchase(await call());
      notify(toast, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const receive = async () => {
    setConfirmingReceive(false);
    if (
      await run(
        () => api.completePurchase(purchase._id, warehouseId, receivesStock),
        'saluni.spec.toast.purchase.statusUpdated',
      )
    ) {
      setReceived(receivesStock ? 'stockReceived' : 'receiptMade');
    }
  };
  const warehouseName = warehouses.find((warehouse) => warehouse._id === warehouseId)?.name ?? '';

  return (
    <DialogFrame
      title={translate('saluni.purchases.ui.request')}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
    >
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography variant="body2">{translate('saluni.purchases.ui.status')}:</Typography>
          <StatusChip status={status} labels="saluni.purchases.statuses" />
        </Box>
        <Typography variant="body2">
          {translate('saluni.purchases.ui.supplier')}: {purchase.supplier?.fullName}{' '}
          {purchase.supplier?.email && `(${purchase.supplier.email})`}
        </Typography>
        {purchase.required_by && (
          <Typography variant="body2">
            {translate('saluni.purchases.ui.dueDate')}:{' '}
            {formatCalendarDate(purchase.required_by, dates, DUE_DATE_FORMAT)}
          </Typography>
        )}
        {purchase.notes && <Typography variant="body2">{purchase.notes}</Typography>}
        <RequestItemsTable
          items={purchase.items}
          onRemove={
            editable && purchase.items.length > 1
              ? (index) =>
                  run(
                    () => api.removePurchaseItem(purchase._id, purchase.items[index]!._id),
                    'saluni.spec.toast.purchase.itemDeleted',
                  )
              : undefined
          }
        />
        <Typography variant="subtitle2" sx={{ textAlign: 'right' }}>
          {translate('saluni.purchases.ui.total')}: {money(purchase.total, 'inventory')}
        </Typography>
        {editable && (
          <RequestItemEntry
            items={products}
            disabled={busy}
            onAdd={(item) =>
              run(
                () => api.addPurchaseItem(purchase._id, item),
                'saluni.spec.toast.purchase.itemAdded',
              )
            }
          />
        )}
        {status === 'SUBMITTED' && may.update && (
          <SelectField
            size="small"
            label="saluni.purchases.ui.receiveInto"
            value={warehouseId}
            onChange={setWarehouseId}
            options={warehouses}
            fullWidth
            margin="dense"
            required
          />
        )}
        {received && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {translate(`saluni.purchases.ui.${received}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('saluni.purchases.ui.close')}</Button>
        {may.update && (status === 'CREATED' || status === 'SUBMITTED') && (
          <Button
            color="error"
            disabled={busy}
            onClick={() =>
              run(
                () => api.cancelPurchase(purchase._id),
                'saluni.spec.toast.purchase.statusUpdated',
              )
            }
          >
            {translate('saluni.purchases.ui.cancelRequest')}
          </Button>
        )}
        {may.update && status === 'CREATED' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              run(() => api.submitPurchase(purchase._id), 'saluni.spec.toast.purchase.submitted')
            }
          >
            {translate('saluni.purchases.ui.submitRequest')}
          </Button>
        )}
        {may.update && status === 'SUBMITTED' && (
          <Button
            variant="contained"
            disabled={busy || !warehouseId}
            onClick={() => setConfirmingReceive(true)}
          >
            {translate('saluni.purchases.ui.receivePurchase')}
          </Button>
        )}
      </DialogActions>
      <Confirm
        isOpen={confirmingReceive}
        title="saluni.purchases.ui.receiveTitle"
        content={
          receivesStock
            ? 'saluni.purchases.ui.receiveContent'
            : 'saluni.purchases.ui.receivePendingContent'
        }
        translateOptions={{ warehouse: warehouseName }}
        confirm="saluni.purchases.ui.receivePurchase"
        cancel="saluni.purchases.ui.cancel"
        onConfirm={receive}
        onClose={() => setConfirmingReceive(false)}
      />
    </DialogFrame>
  );
};

import SyncIcon from '@mui/icons-material/Sync';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import { SheetDialog } from '../shared/FormDialog';
import type { WarehouseBalance } from '../dataProvider/stock';
import { errorMessage } from '../shared/errorMessage';
import './texts';
import '../shared/specScreensTexts';

interface VariantRef {
  _id: string;
  productId: string;
}

/**
 * A variant's stock tools on the product screens: recompute its positions from the balances
 * (`POST /v1/stock/sync-variant-stock`) and show its stock per warehouse (`GET
 * /v1/stock/warehouse-balance`), each with the spec's toasts (inventory.md 8).
 */
export const VariantStockActions = ({ variant, name }: { variant: VariantRef; name: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useSaluniDataProvider();
  const canSync = useModuleAccess('products.Stock', 'update').allowed;
  const canRead = useModuleAccess('products.Stock', 'read').allowed;
  const [balances, setBalances] = useState<WarehouseBalance[] | null>(null);

  const sync = async () => {
    try {
      const { total, sales } = await api.syncVariantStock({
        itemCode: variant.productId,
        variantId: variant._id,
      });
      notify('saluni.spec.toast.stockSynced', { type: 'success', messageArgs: { total, sales } });
      await queryClient.invalidateQueries();
    } catch (error) {
      notify(errorMessage(error, 'saluni.spec.errors.stockSync'), { type: 'error' });
    }
  };

  const showBalances = async () => {
    try {
      setBalances(
        await api.warehouseBalances({ itemCode: variant.productId, variantId: variant._id }),
      );
      notify('saluni.spec.toast.warehouseStockLoaded', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, 'saluni.spec.errors.warehouseStockLoad'), { type: 'error' });
    }
  };

  return (
    <>
      {canSync && (
        <IconButton aria-label={translate('saluni.stock.variant.sync', { name })} onClick={sync}>
          <SyncIcon fontSize="small" />
        </IconButton>
      )}
      {canRead && (
        <IconButton
          aria-label={translate('saluni.stock.variant.byWarehouse', { name })}
          onClick={showBalances}
        >
          <WarehouseIcon fontSize="small" />
        </IconButton>
      )}
      <SheetDialog
        open={balances !== null}
        title={translate('saluni.stock.variant.byWarehouseTitle', { name })}
        onClose={() => setBalances(null)}
        closeLabel="saluni.common.close"
        maxWidth="xs"
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('saluni.stock.variant.warehouse')}</TableCell>
              <TableCell align="right">{translate('saluni.stock.variant.quantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(balances ?? []).map((balance) => (
              <TableRow key={balance.warehouse._id}>
                <TableCell>{balance.warehouse.name}</TableCell>
                <TableCell align="right">{balance.quantity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SheetDialog>
    </>
  );
};

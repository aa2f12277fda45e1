import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { StockUsage, StockUsageFilters } from '../dataProvider/stockUsage';
import { useBusinessFormat } from '../format';
import { FilteredListBar, type FilterChoice } from '../shared/FilteredListBar';
import { errorMessage } from '../shared/errorMessage';
import { filtersInUse, useFilteredServerPage } from '../shared/useServerPage';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { RowMenuButton, useRowMenu, RowMenu, type RowMenuEntry } from '../shared/RowMenu';
import { StockUsageDialog } from './StockUsageDialog';
import { StockUsageView } from './StockUsageView';
import { StatusChip } from '../shared/StatusChip';
import { purposeDetail } from './usageText';
import './texts';
import '../shared/specScreensTexts';

const MODULE = 'products.Stock Usage';
const EMPTY_FILTERS = { q: '', purpose: '', status: '' };

type Opened = { kind: 'create' } | { kind: 'edit' | 'view'; usage: StockUsage };
type Pending = { kind: 'confirm' | 'cancel'; usage: StockUsage };

/** A confirmed or cancelled usage is final: only a pending one is edited, confirmed or cancelled. */
const notPending = (usage: StockUsage) => usage.status !== 'pending';

/**
 * The Stock Usage tab of the inventory hub (inventory.md 2): filters (search, purpose, status),
 * the table, the create/edit dialog and a row menu View, Edit, Confirm, Cancel. Confirm is for
 * pending usages only; Edit and Cancel too (a cancelled usage is final as well).
 */
export const StockUsageTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const format = useBusinessFormat();
  const canCreate = useModuleAccess(MODULE, 'create').allowed;
  const canUpdate = useModuleAccess(MODULE, 'update').allowed;
  const [opened, setOpened] = useState<Opened>();
  const menu = useRowMenu<StockUsage>();
  const [pending, setPending] = useState<Pending>();

  const list = useFilteredServerPage({
    area: 'stock-usage',
    list: 'list',
    filters: EMPTY_FILTERS,
    // The selects offer only the API's purposes and statuses.
    query: (page, filters) => ({ ...page, ...filtersInUse(filters) }) as StockUsageFilters,
    fetchPage: api.listStockUsages,
    failed: (error) =>
      notify(errorMessage(error, 'saluni.spec.errors.stockUsageLoad'), { type: 'error' }),
  });

  const changeState = async () => {
    const target = pending;
    setPending(undefined);
    if (!target) return;
    const confirming = target.kind === 'confirm';
    try {
      await (confirming
        ? api.confirmStockUsage(target.usage._id)
        : api.cancelStockUsage(target.usage._id));
      notify(
        confirming
          ? 'saluni.spec.toast.stockUsage.confirmed'
          : 'saluni.spec.toast.stockUsage.cancelled',
        { type: 'success' },
      );
      list.reload();
    } catch (error) {
      notify(
        errorMessage(
          error,
          confirming
            ? 'saluni.spec.errors.stockUsageConfirm'
            : 'saluni.spec.errors.stockUsageCancel',
        ),
        { type: 'error' },
      );
    }
  };

  const choice = (
    name: 'purpose' | 'status',
    values: readonly string[],
    labels: string,
  ): FilterChoice<typeof EMPTY_FILTERS> => ({
    name,
    label: `saluni.stockUsage.ui.${name}`,
    options: values.map((value) => ({ _id: value, name: translate(`${labels}.${value}`) })),
  });
  /** Edit, Confirm and Cancel: for those who may update, and only while the usage is pending. */
  const whilePending = (
    label: string,
    onChoose: (usage: StockUsage) => void,
  ): RowMenuEntry<StockUsage> => ({ label, allowed: canUpdate, disabledFor: notPending, onChoose });
  const heading = (key: string) => `saluni.stockUsage.ui.${key}`;
  const columns: TableColumn<StockUsage>[] = [
    { label: heading('usageNumber'), render: (row) => row.usageNumber },
    {
      label: heading('purpose'),
      render: (row) => translate(`saluni.stockUsage.purposes.${row.purpose}`),
    },
    { label: heading('details'), render: (row) => purposeDetail(translate, row) },
    { label: heading('usageDate'), render: (row) => format.calendarDate(row.usageDate) },
    {
      label: heading('items'),
      render: (row) =>
        row.items.map((item) => `${item.itemCode.title} × ${item.quantity}`).join(', '),
    },
    {
      label: heading('status'),
      render: (row) => <StatusChip status={row.status} labels="saluni.stockUsage.statuses" />,
    },
    {
      label: heading('actions'),
      alignRight: true,
      render: (usage) => (
        <RowMenuButton
          label={translate('saluni.stockUsage.ui.rowActions')}
          onClick={menu.open(usage)}
        />
      ),
    },
  ];
  return (
    <Box>
      {canCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setOpened({ kind: 'create' })}>
            {translate('saluni.stockUsage.ui.newUsage')}
          </Button>
        </Box>
      )}
      <FilteredListBar
        texts="saluni.stockUsage.ui"
        list={list}
        choices={[
          choice('purpose', ['appointment', 'business'], 'saluni.stockUsage.purposes'),
          choice('status', ['pending', 'confirmed', 'cancelled'], 'saluni.stockUsage.statuses'),
        ]}
      />
      <PagedTable columns={columns} emptyText="saluni.stockUsage.ui.noUsages" {...list.table} />
      <RowMenu
        menu={menu}
        entries={[
          {
            label: 'saluni.stockUsage.ui.view',
            onChoose: (usage) => setOpened({ kind: 'view', usage }),
          },
          whilePending('saluni.stockUsage.ui.edit', (usage) => setOpened({ kind: 'edit', usage })),
          whilePending('saluni.stockUsage.ui.confirm', (usage) =>
            setPending({ kind: 'confirm', usage }),
          ),
          whilePending('saluni.stockUsage.ui.cancel', (usage) =>
            setPending({ kind: 'cancel', usage }),
          ),
        ]}
      />
      <Confirm
        isOpen={!!pending}
        title={
          pending?.kind === 'cancel'
            ? 'saluni.stockUsage.ui.cancelTitle'
            : 'saluni.stockUsage.ui.confirmTitle'
        }
        content={
          pending?.kind === 'cancel'
            ? 'saluni.stockUsage.ui.cancelContent'
            : 'saluni.stockUsage.ui.confirmContent'
        }
        confirm={
          pending?.kind === 'cancel'
            ? 'saluni.stockUsage.ui.cancel'
            : 'saluni.stockUsage.ui.confirm'
        }
        cancel="saluni.stockUsage.ui.keep"
        onConfirm={changeState}
        onClose={() => setPending(undefined)}
      />
      {opened?.kind === 'view' && (
        <StockUsageView usage={opened.usage} onClose={() => setOpened(undefined)} />
      )}
      {(opened?.kind === 'create' || opened?.kind === 'edit') && (
        <StockUsageDialog
          usage={opened.kind === 'edit' ? opened.usage : undefined}
          onClose={() => setOpened(undefined)}
          onSaved={list.reload}
        />
      )}
    </Box>
  );
};

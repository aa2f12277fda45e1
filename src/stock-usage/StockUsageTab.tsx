import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Button,
  IconButton,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type {
  StockUsage,
  StockUsageFilters,
  UsagePurpose,
  UsageStatus,
} from '../dataProvider/stockUsage';
import { useBusinessFormat } from '../format';
import { FilterBar } from '../shared/FilterBar';
import { ServerPagination } from '../shared/ServerPagination';
import { errorMessage } from '../shared/errorMessage';
import { StockUsageDialog } from './StockUsageDialog';
import { StockUsageView } from './StockUsageView';
import { StatusChip } from '../shared/StatusChip';
import { purposeDetail } from './usageText';
import './texts';
import { TableStatusRows } from '../shared/TableStatusRows';

const MODULE = 'products.Stock Usage';
const EMPTY_FILTERS = { q: '', purpose: '', status: '' };

type Opened = { kind: 'create' } | { kind: 'edit' | 'view'; usage: StockUsage };
type Pending = { kind: 'confirm' | 'cancel'; usage: StockUsage };

/**
 * The Stock Usage tab of the inventory hub (inventory.md 2): filters (search, purpose, status),
 * the table, the create/edit dialog and a row menu View, Edit, Confirm, Cancel. Confirm is for
 * pending usages only; Edit and Cancel too (a cancelled usage is final as well).
 */
export const StockUsageTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const format = useBusinessFormat();
  const canCreate = useModuleAccess(MODULE, 'create').allowed;
  const canUpdate = useModuleAccess(MODULE, 'update').allowed;
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [opened, setOpened] = useState<Opened>();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; usage: StockUsage }>();
  const [pending, setPending] = useState<Pending>();

  const query = useMemo<StockUsageFilters>(
    () => ({
      page: page + 1,
      limit: perPage,
      q: filters.q.trim() || undefined,
      purpose: (filters.purpose || undefined) as UsagePurpose | undefined,
      status: (filters.status || undefined) as UsageStatus | undefined,
    }),
    [page, perPage, filters],
  );
  const {
    data: result,
    isFetching,
    refetch,
  } = useQuery({
    queryKey: ['stock-usage', businessId, 'list', query],
    queryFn: () =>
      api.listStockUsages(query).catch((error: unknown) => {
        notify(errorMessage(error, 'saluni.spec.errors.stockUsageLoad'), { type: 'error' });
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
  const reload = () => void refetch();
  const filter = (name: keyof typeof EMPTY_FILTERS, value: string) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    setPage(0);
  };

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
      reload();
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
  const menuAction = (action: () => void) => () => {
    action();
    setMenu(undefined);
  };

  const usages = result?.docs ?? [];
  const choice = (name: 'purpose' | 'status', values: readonly string[], labels: string) => (
    <TextField
      size="small"
      select
      label={translate(`saluni.stockUsage.ui.${name}`)}
      value={filters[name]}
      onChange={(event) => filter(name, event.target.value)}
    >
      <MenuItem value="">{translate('saluni.stockUsage.ui.all')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`${labels}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const shown = menu?.usage;
  return (
    <Box>
      {canCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setOpened({ kind: 'create' })}>
            {translate('saluni.stockUsage.ui.newUsage')}
          </Button>
        </Box>
      )}
      <FilterBar
        active={[filters.purpose, filters.status].filter(Boolean).length}
        search={
          <TextField
            size="small"
            label={translate('saluni.stockUsage.ui.search')}
            value={filters.q}
            onChange={(event) => filter('q', event.target.value)}
          />
        }
      >
        {choice('purpose', ['appointment', 'business'], 'saluni.stockUsage.purposes')}
        {choice('status', ['pending', 'confirmed', 'cancelled'], 'saluni.stockUsage.statuses')}
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setFilters(EMPTY_FILTERS);
            setPage(0);
          }}
        >
          {translate('saluni.stockUsage.ui.clear')}
        </Button>
      </FilterBar>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['usageNumber', 'purpose', 'details', 'usageDate', 'items', 'status'].map((key) => (
                <TableCell key={key}>{translate(`saluni.stockUsage.ui.${key}`)}</TableCell>
              ))}
              <TableCell align="right">{translate('saluni.stockUsage.ui.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={7}
              loading={isFetching && !result}
              empty={!!result && usages.length === 0}
              emptyText="saluni.stockUsage.ui.noUsages"
            />
            {usages.map((usage) => (
              <TableRow key={usage._id}>
                <TableCell>{usage.usageNumber}</TableCell>
                <TableCell>{translate(`saluni.stockUsage.purposes.${usage.purpose}`)}</TableCell>
                <TableCell>{purposeDetail(translate, usage)}</TableCell>
                <TableCell>{format.calendarDate(usage.usageDate)}</TableCell>
                <TableCell>
                  {usage.items
                    .map((item) => `${item.itemCode.title} × ${item.quantity}`)
                    .join(', ')}
                </TableCell>
                <TableCell>
                  <StatusChip status={usage.status} labels="saluni.stockUsage.statuses" />
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={translate('saluni.stockUsage.ui.rowActions')}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, usage })}
                  >
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ServerPagination
        total={result?.total ?? 0}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
      />
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(undefined)}>
        <MenuItem onClick={menuAction(() => shown && setOpened({ kind: 'view', usage: shown }))}>
          {translate('saluni.stockUsage.ui.view')}
        </MenuItem>
        {canUpdate && [
          <MenuItem
            key="edit"
            disabled={shown?.status !== 'pending'}
            onClick={menuAction(() => shown && setOpened({ kind: 'edit', usage: shown }))}
          >
            {translate('saluni.stockUsage.ui.edit')}
          </MenuItem>,
          <MenuItem
            key="confirm"
            disabled={shown?.status !== 'pending'}
            onClick={menuAction(() => shown && setPending({ kind: 'confirm', usage: shown }))}
          >
            {translate('saluni.stockUsage.ui.confirm')}
          </MenuItem>,
          <MenuItem
            key="cancel"
            disabled={shown?.status !== 'pending'}
            onClick={menuAction(() => shown && setPending({ kind: 'cancel', usage: shown }))}
          >
            {translate('saluni.stockUsage.ui.cancel')}
          </MenuItem>,
        ]}
      </Menu>
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
          onSaved={reload}
        />
      )}
    </Box>
  );
};

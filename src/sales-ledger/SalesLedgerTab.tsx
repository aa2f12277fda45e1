import { Box, Chip, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SalesLedgerEntry } from '../../registry/orders';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { orderPath } from '../shared/appScreens';
import { FilterSelect } from '../shared/FilterSelect';
import { useRequestFailed } from '../shared/useRequestFailed';
import { useServerPage } from '../shared/useServerPage';
import { PagedTable, usePaging, type TableColumn } from '../shared/PagedTable';
import { useLedgerEmployees } from './useLedgerEmployees';
import '../orders/texts';

/**
 * The hub's Sales Ledger tab (inventory.md 3): the SALE and SALES-RETURNS movements with their
 * orders, newest first, filtered by the employee whose sign-in took the order. Each row reads as
 * the salon speaks: Sale or Return, the order's number, the item, its units and their money.
 */
export const SalesLedgerTab = () => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const format = useBusinessFormat();
  const requestFailed = useRequestFailed();
  const [user, setUser] = useState('');
  const paging = usePaging();

  const employeeOptions = useLedgerEmployees();
  const { table } = useServerPage({
    area: 'sales-ledger',
    list: 'list',
    paging,
    query: (page) => ({ user: user || null, ...page, sort: '-createdAt' }),
    fetchPage: api.listSalesLedger,
    failed: requestFailed,
  });
  const noValue = translate('saluni.orders.page.noValue');
  const heading = (key: string) => `saluni.orders.ledger.${key}`;
  /** The spec's columns (inventory.md 2), Amount being the quantity, with the item and the money its units went for added. */
  const columns: TableColumn<SalesLedgerEntry>[] = [
    { label: heading('customer'), render: (row) => row.order.client.fullName },
    { label: heading('orderedBy'), render: (row) => row.order.user?.displayName ?? noValue },
    {
      label: heading('transaction'),
      render: (row) => (
        <Chip
          size="small"
          color={row.transactionType === 'SALE' ? 'success' : 'error'}
          label={translate(`saluni.orders.ledger.types.${row.transactionType}`)}
        />
      ),
    },
    {
      label: heading('orderNo'),
      render: (row) => (
        <MuiLink component={Link} to={orderPath(row.order._id)}>
          {row.order.orderNo}
        </MuiLink>
      ),
    },
    { label: heading('item'), cellSx: { overflowWrap: 'anywhere' }, render: (row) => row.name },
    { label: heading('amount'), render: (row) => row.quantity },
    {
      label: heading('value'),
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => (row.value === null ? noValue : format.money(row.value)),
    },
    { label: heading('date'), render: (row) => format.dateTime(row.createdAt) },
  ];
  return (
    <Box>
      <FilterSelect
        label="saluni.orders.ledger.employee"
        allLabel="saluni.orders.ledger.allEmployees"
        value={user}
        onChange={(value) => {
          setUser(value);
          paging.setPage(0);
        }}
        options={employeeOptions}
        sx={{ mb: 2, minWidth: { sm: 280 } }}
      />
      <PagedTable columns={columns} emptyText="saluni.orders.ledger.empty" {...table} />
    </Box>
  );
};

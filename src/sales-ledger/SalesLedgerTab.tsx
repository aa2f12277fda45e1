import {
  Box,
  Chip,
  Link as MuiLink,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { employee } from '../../registry';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';
import { useBusinessFormat } from '../format';
import { orderPath } from '../shared/appScreens';
import { useRequestFailed } from '../shared/useRequestFailed';
import { TableStatusRows } from '../shared/TableStatusRows';
import { ServerPagination } from '../shared/ServerPagination';
import { maskPhone } from './maskPhone';
import '../orders/texts';

/** The spec's columns (inventory.md 2), Amount being the quantity, with the item and the money its units went for added. */
const COLUMNS = [
  'customer',
  'orderedBy',
  'transaction',
  'orderNo',
  'item',
  'amount',
  'value',
  'date',
] as const;

interface EmployeeOption {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
  /** The employee's sign-in, when the server sends it. */
  user?: { email: string | null } | null;
}

/** The e-mail the ledger filters by: the employee's sign-in's. */
const emailOf = (option: EmployeeOption) => option.user?.email ?? option.email;

/**
 * The hub's Sales Ledger tab (inventory.md 3): the SALE and SALES-RETURNS movements with their
 * orders, newest first, filtered by the employee whose sign-in took the order. Each row reads as
 * the salon speaks: Sale or Return, the order's number, the item, its units and their money.
 */
export const SalesLedgerTab = () => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const dataProvider = useDataProvider();
  const businessId = useCurrentBusinessId();
  const format = useBusinessFormat();
  const requestFailed = useRequestFailed();
  const [user, setUser] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);

  const { data: employees = [] } = useQuery({
    queryKey: ['sales-ledger', businessId, 'employees'],
    queryFn: async () =>
      (
        await dataProvider.getList<EmployeeOption>(employee.name, {
          pagination: { page: 1, perPage: ALL_ROWS },
          sort: { field: 'fullName', order: 'ASC' },
          filter: {},
        })
      ).data,
  });
  const query = { user: user || null, page: page + 1, limit: perPage, sort: '-createdAt' };
  const { data: result, isFetching } = useQuery({
    queryKey: ['sales-ledger', businessId, 'list', query],
    queryFn: () =>
      api.listSalesLedger(query).catch((error: unknown) => {
        requestFailed(error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
  const entries = result?.docs ?? [];
  return (
    <Box>
      <TextField
        size="small"
        select
        label={translate('saluni.orders.ledger.employee')}
        value={user}
        onChange={(event) => {
          setUser(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, minWidth: { sm: 280 } }}
      >
        <MenuItem value="">{translate('saluni.orders.ledger.allEmployees')}</MenuItem>
        {employees
          .filter((option) => emailOf(option))
          .map((option) => (
            <MenuItem key={option.id} value={emailOf(option)!}>
              {option.phone
                ? translate('saluni.orders.ledger.employeeOption', {
                    name: option.fullName,
                    phone: maskPhone(option.phone),
                  })
                : option.fullName}
            </MenuItem>
          ))}
      </TextField>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`saluni.orders.ledger.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={COLUMNS.length}
              loading={isFetching && !result}
              empty={!!result && entries.length === 0}
              emptyText="saluni.orders.ledger.empty"
            />
            {entries.map((entry) => (
              <TableRow key={entry._id}>
                <TableCell>{entry.order.client.fullName}</TableCell>
                <TableCell>
                  {entry.order.user?.displayName ?? translate('saluni.orders.page.noValue')}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={entry.transactionType === 'SALE' ? 'success' : 'error'}
                    label={translate(`saluni.orders.ledger.types.${entry.transactionType}`)}
                  />
                </TableCell>
                <TableCell>
                  <MuiLink component={Link} to={orderPath(entry.order._id)}>
                    {entry.order.orderNo}
                  </MuiLink>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.name}</TableCell>
                <TableCell>{entry.quantity}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {entry.value === null
                    ? translate('saluni.orders.page.noValue')
                    : format.money(entry.value)}
                </TableCell>
                <TableCell>{format.dateTime(entry.createdAt)}</TableCell>
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
    </Box>
  );
};

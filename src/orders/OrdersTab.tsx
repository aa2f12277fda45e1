import { Box, Button, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES } from '../../registry/orders';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useRequestFailed } from '../shared/useRequestFailed';
import { StatisticCard } from '../reports';
import { FilterBar } from '../shared/FilterBar';
import { FilterSelect } from '../shared/FilterSelect';
import { usePaging } from '../shared/PagedTable';
import { usePagedQuery } from '../shared/usePagedQuery';
import { CustomerEmailFilter } from './CustomerEmailFilter';
import { EMPTY_ORDER_FILTERS, orderFilterQuery, type OrderFilters } from './orderListQuery';
import { OrdersTable, type OrderDateSort } from './OrdersTable';
import { ORDER_PAGE_SIZES } from './orderState';
import './texts';

/** The URL parameters a report's top filter opens the tab with (inventory.md 2). */
const REPORT_PARAMS = ['startDate', 'endDate', 'type', 'method'];

/**
 * The hub's Orders tab (inventory.md Orders list): customer e-mail, delivery status and order
 * number filters plus the report filter's query from the URL, all sent to the server; Export
 * downloads orders.csv with the same filters; unread orders stand out until opened. Opened from
 * a report, the report's statistic card sits above the list (inventory.md 2).
 */
export const OrdersTab = () => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const requestFailed = useRequestFailed();
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>(EMPTY_ORDER_FILTERS);
  const [sort, setSort] = useState<OrderDateSort>('-createdAt');
  const paging = usePaging(ORDER_PAGE_SIZES[0]);
  const { page, perPage } = paging;
  const [exporting, setExporting] = useState(false);
  const maySeeReport = useModuleAccess('reports.Sales', 'read').allowed;
  const fromReport = REPORT_PARAMS.some((name) => searchParams.has(name));

  const filterQuery = useMemo(
    () => orderFilterQuery(filters, searchParams, sort),
    [filters, searchParams, sort],
  );
  const { data: result, isFetching } = usePagedQuery(
    ['orders', businessId, 'list', filterQuery, page, perPage],
    () => api.listOrders({ ...filterQuery, page: page + 1, limit: perPage }),
    requestFailed,
  );
  const filter = <Name extends keyof OrderFilters>(name: Name, value: OrderFilters[Name]) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    paging.setPage(0);
  };
  const exportOrders = async () => {
    setExporting(true);
    try {
      await api.exportOrders(filterQuery);
    } catch (error) {
      requestFailed(error);
    } finally {
      setExporting(false);
    }
  };

  const filtered = Object.values(filters).some(Boolean);
  return (
    <Box>
      {fromReport && maySeeReport && (
        <Box sx={{ mb: 2, maxWidth: { sm: 360 } }}>
          <StatisticCard defaultType="sales" />
        </Box>
      )}
      <FilterBar
        active={[filters.clientEmail, filters.status].filter(Boolean).length}
        search={
          <TextField
            size="small"
            label={translate('saluni.orders.list.search')}
            value={filters.q}
            onChange={(event) => filter('q', event.target.value)}
          />
        }
      >
        <CustomerEmailFilter
          value={filters.clientEmail}
          onChange={(email) => filter('clientEmail', email)}
        />
        <FilterSelect
          label="saluni.orders.list.status"
          allLabel="saluni.orders.list.all"
          value={filters.status}
          onChange={(status) => filter('status', status as OrderFilters['status'])}
          options={ORDER_STATUSES.map((status) => ({
            _id: status,
            name: translate(`saluni.orders.statuses.${status}`),
          }))}
        />
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => void exportOrders()}
          disabled={exporting}
        >
          {translate('saluni.orders.list.export')}
        </Button>
      </FilterBar>
      <OrdersTable
        result={result}
        fetching={isFetching}
        paging={paging}
        emptyText={filtered ? 'saluni.orders.list.emptyFiltered' : 'saluni.orders.list.empty'}
        hub={{ sort, onSortChange: setSort }}
      />
    </Box>
  );
};

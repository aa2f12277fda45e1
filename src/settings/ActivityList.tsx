import { Button, Card, CardContent, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { RESOURCES } from '../../registry';
import type { AuditEvent } from '../../registry/audit';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { AuditEventList, recordTypeLabel } from '../shared/AuditEventList';
import { FilterBar } from '../shared/FilterBar';
import { FilterSelect } from '../shared/FilterSelect';
import { usePaging } from '../shared/PagedTable';
import { filtersInUse, useServerPage } from '../shared/useServerPage';
import { useRequestFailed } from '../shared/useRequestFailed';
import '../shared/historyTexts';

const NO_FILTERS = { person: '', table: '', from: '', to: '' };
type Filters = typeof NO_FILTERS;

/** How many of the latest entries name the people the person filter offers. */
const PEOPLE_SAMPLE = 200;

/** The people who made the latest changes, for the person filter. */
const usePeople = () => {
  const dataProvider = useSaluniDataProvider();
  const latest = useQuery({
    queryKey: ['audit-events', useCurrentBusinessId(), 'people'],
    queryFn: () => dataProvider.listAuditEvents({ page: 1, limit: PEOPLE_SAMPLE }),
  });
  const people = new Map<string, string>();
  for (const event of latest.data?.docs ?? ([] as AuditEvent[]))
    if (event.actor.userId) people.set(event.actor.userId, event.actor.fullName ?? '');
  return [...people].map(([_id, name]) => ({ _id, name }));
};

/**
 * `/activity`: the business's audit trail (docs/areas/audit.md), newest first, filtered by
 * person, record type and period; for owners and admins (module settings.Activity).
 */
export const ActivityList = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const failed = useRequestFailed();
  const paging = usePaging(25);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const filter = (name: keyof Filters, value: string) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    paging.setPage(0);
  };
  const list = useServerPage({
    area: 'audit-events',
    list: 'activity',
    paging,
    query: (page) => ({ ...page, ...filtersInUse(filters) }),
    fetchPage: dataProvider.listAuditEvents,
    failed,
  });
  const recordTypes = ['business', ...RESOURCES.map((resource) => resource.name)]
    .map((name) => ({ _id: name, name: recordTypeLabel(translate, name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const day = (name: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      label={translate(`saluni.history.filters.${name}`)}
      value={filters[name]}
      onChange={(event) => filter(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const active = Object.values(filters).filter(Boolean).length;
  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('saluni.history.activityTitle')} />
      <CardContent>
        <FilterBar active={active}>
          <FilterSelect
            label="saluni.history.filters.person"
            allLabel="saluni.history.filters.all"
            value={filters.person}
            onChange={(value) => filter('person', value)}
            options={usePeople()}
          />
          <FilterSelect
            label="saluni.history.filters.table"
            allLabel="saluni.history.filters.all"
            value={filters.table}
            onChange={(value) => filter('table', value)}
            options={recordTypes}
          />
          {day('from')}
          {day('to')}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setFilters(NO_FILTERS);
              paging.setPage(0);
            }}
          >
            {translate('saluni.history.filters.clear')}
          </Button>
        </FilterBar>
        <AuditEventList
          events={list.table.rows}
          loading={list.table.loading}
          paging={paging}
          total={list.table.total}
          showRecord
        />
      </CardContent>
    </Card>
  );
};

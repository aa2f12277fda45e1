import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AuditEvent } from '../../registry/audit';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { REFERENCED_RESOURCES, historyFieldOf, titleOf } from './historyFields';

/** The names a History shows in place of ids: records by resource, and people by user id. */
export interface HistoryNames {
  records: Map<string, Map<string, string>>;
  people: Map<string, string>;
}

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );

/** The ids each referenced resource's records are named by in `events`, sorted so a key is stable. */
const referencedIds = (events: AuditEvent[]) => {
  const ids = new Map<string, Set<string>>(REFERENCED_RESOURCES.map((name) => [name, new Set()]));
  for (const event of events)
    for (const side of [event.before, event.after])
      for (const [field, value] of Object.entries(side ?? {})) {
        const { reference } = historyFieldOf(event.table, field);
        if (reference) for (const id of idsIn(value)) ids.get(reference)?.add(id);
      }
  return REFERENCED_RESOURCES.map((resource) => ({
    resource,
    ids: [...(ids.get(resource) ?? [])].sort(),
  }));
};

/**
 * Names for the ids the entries hold: one `getMany` per referenced resource for the whole page of
 * entries (none where no id is named), and people from the trail's own actors, who the server
 * names already. An id not found (a record since deleted) stays an id.
 */
export const useHistoryNames = (events: AuditEvent[]): HistoryNames => {
  const dataProvider = useDataProvider();
  const businessId = useCurrentBusinessId();
  const wanted = referencedIds(events);
  const results = useQueries({
    queries: wanted.map(({ resource, ids }) => ({
      queryKey: ['history-names', businessId, resource, ids],
      queryFn: () => dataProvider.getMany(resource, { ids }),
      enabled: ids.length > 0,
      staleTime: 60_000,
    })),
  });
  const records = new Map<string, Map<string, string>>();
  wanted.forEach(({ resource }, index) => {
    const names = new Map<string, string>();
    for (const record of results[index]?.data?.data ?? []) {
      const title = titleOf(resource, record as Record<string, unknown>);
      if (title) names.set(String(record.id), title);
    }
    records.set(resource, names);
  });
  const people = new Map<string, string>();
  for (const event of events)
    if (event.actor.userId && event.actor.fullName)
      people.set(event.actor.userId, event.actor.fullName);
  return { records, people };
};

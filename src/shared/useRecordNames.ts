import { useGetMany } from 'react-admin';

/** A record that has a name: a staff member's is `fullName`, a client's or a service's `name`. */
type Named = { id: string; fullName?: string; name?: string };

/**
 * The names of the `resource` records of `ids`, by id, in one call (none when there are no ids):
 * what a screen needs to title the appointments or lines that hold only the ids.
 */
export const useRecordNames = (resource: string, ids: string[]): Map<string, string> => {
  const { data } = useGetMany<Named>(resource, { ids }, { enabled: ids.length > 0 });
  return new Map(
    (data ?? []).map((record) => [record.id, String(record.fullName ?? record.name ?? '')]),
  );
};

import { useGetMany, type DataProvider } from 'react-admin';

/** A record that has a name: a staff member's is `fullName`, a client's or a service's `name`. */
type Named = { id: string; fullName?: string; name?: string };

/** Each record's name, by id. */
const namesById = (records: Named[]): Map<string, string> =>
  new Map(records.map((record) => [record.id, String(record.fullName ?? record.name ?? '')]));

/**
 * The names of the `resource` records of `ids`, by id, in one call (none when there are no ids),
 * for a query that titles what it fetches before it is drawn.
 */
export const fetchRecordNames = async (
  dataProvider: DataProvider,
  resource: string,
  ids: string[],
): Promise<Map<string, string>> =>
  ids.length === 0
    ? new Map()
    : namesById((await dataProvider.getMany<Named>(resource, { ids })).data);

/**
 * The names of the `resource` records of `ids`, by id, in one call (none when there are no ids):
 * what a screen needs to title the appointments or lines that hold only the ids.
 */
export const useRecordNames = (resource: string, ids: string[]): Map<string, string> => {
  const { data } = useGetMany<Named>(resource, { ids }, { enabled: ids.length > 0 });
  return namesById(data ?? []);
};

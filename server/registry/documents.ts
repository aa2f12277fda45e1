import type { ResourceDeclaration } from '../../registry/types';
import type { TenantRow } from './table';

/** A stored row as the API shows it: `_id`, declared fields, aliases, images as `{ filename }`. */
export const toDocument = (resource: ResourceDeclaration, row: TenantRow) => {
  const document: Record<string, unknown> = {
    _id: row.id,
    businessId: row.businessId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = row[name] ?? null;
    document[name] =
      value === null
        ? null
        : field.type === 'image'
          ? { filename: value }
          : field.type === 'money'
            ? Number(value)
            : value;
  }
  for (const [alias, field] of Object.entries(resource.aliases ?? {}))
    document[alias] = document[field];
  return document;
};

export interface Page<T> {
  docs: T[];
  limit: number;
  page: number;
  pages: number;
  sort: Record<string, 1 | -1>;
  total: number;
}

export const toPage = <T>(
  docs: T[],
  total: number,
  page: number,
  limit: number,
  sort: { field: string; direction: 1 | -1 },
): Page<T> => ({
  docs,
  limit,
  page,
  pages: limit === 0 ? 1 : Math.max(1, Math.ceil(total / limit)),
  sort: { [sort.field]: sort.direction },
  total,
});

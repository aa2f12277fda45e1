import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { RESOURCES, type ResourceDeclaration } from '../../registry';
import { getCurrentBusinessId } from '../business/currentBusiness';
import { isNewImage } from './business';
import type { HttpClient, Query } from './http';

/** A record as the server sends it: `_id` instead of react-admin's `id`. */
export type ServerDocument = { _id: string } & Record<string, unknown>;

interface ServerPage {
  docs: ServerDocument[];
  total: number;
}

/** react-admin's "all" page size; the server reads `limit=0` as every record. */
export const ALL_ROWS = 1000;

const toRecord = (doc: ServerDocument): RaRecord => ({ ...doc, id: doc._id });

/** What the server accepts for an image field that keeps or clears its picture. */
const imageReference = (value: unknown): { filename: string } | null => {
  const filename = (value as { filename?: unknown } | null)?.filename;
  return typeof filename === 'string' ? { filename } : null;
};

export interface WriteBody {
  json: Record<string, unknown>;
  /** Set when a new file is chosen: the body goes as multipart. */
  form?: FormData;
}

/**
 * Only the declared fields are sent, so system fields (id, _id, createdAt, updatedAt,
 * businessId) and reply aliases never reach the server, which refuses unknown fields.
 */
export const buildWriteBody = (
  declaration: ResourceDeclaration,
  data: Record<string, unknown>,
  businessId: string,
): WriteBody => {
  const json: Record<string, unknown> = { businessId };
  const files: [string, Blob][] = [];
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (!(name in data)) continue;
    const value = data[name];
    if (field.type !== 'image') json[name] = value === undefined ? null : value;
    else if (isNewImage(value)) files.push([name, value.rawFile]);
    else json[name] = imageReference(value);
  }
  if (!files.length) return { json };
  const form = new FormData();
  for (const [name, value] of Object.entries(json)) {
    // Multipart is text only: null becomes '', which the server reads as "empty" / "clear";
    // lists and structured values go as JSON text, which the server parses by field type.
    if (value === null) form.append(name, '');
    else if (declaration.fields[name]?.type === 'image')
      form.append(name, String((value as { filename: string }).filename));
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  for (const [name, file] of files) form.append(name, file);
  return { json, form };
};

const sortParam = (
  declaration: ResourceDeclaration,
  sort?: { field: string; order: string },
): string => {
  if (!sort?.field || sort.field === 'id') return declaration.defaultSort;
  return `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
};

/** Keeps only the filters the server declares (q, filterable fields, queryFilters); others would be a 400. */
const filterQuery = (
  declaration: ResourceDeclaration,
  filter: Record<string, unknown> = {},
): Query => {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (
      key === 'q' ||
      declaration.fields[key]?.filterable ||
      declaration.queryFilters?.includes(key)
    )
      // A list goes as repeated keys (`categoryIds=a&categoryIds=b`), as the spec's checkout loads send it.
      query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
};

export interface RegistryDataProviderOptions {
  http: HttpClient;
  resources?: readonly ResourceDeclaration[];
  getBusinessId?: () => string | null;
}

/** react-admin's DataProvider over the registry: one declaration gives paths, keys and fields. */
export const createRegistryDataProvider = ({
  http,
  resources = RESOURCES,
  getBusinessId = getCurrentBusinessId,
}: RegistryDataProviderOptions) => {
  const declarationOf = (resource: string): ResourceDeclaration => {
    const declaration = resources.find((candidate) => candidate.name === resource);
    if (!declaration) throw new Error(`Unknown resource ${resource}`);
    return declaration;
  };
  const businessIdOrFail = (): string => {
    const businessId = getBusinessId();
    // The business gate keeps screens from calling before a business exists; this is the backstop.
    if (!businessId) throw new Error('saluni.ui.noBusiness');
    return businessId;
  };

  const list = async (
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const declaration = declarationOf(resource);
    const perPage = params.pagination?.perPage ?? 10;
    const reply = await http<Record<string, ServerPage>>({
      path: declaration.path,
      query: {
        businessId: businessIdOrFail(),
        page: perPage >= ALL_ROWS ? 1 : (params.pagination?.page ?? 1),
        limit: perPage >= ALL_ROWS ? 0 : perPage,
        sort: sortParam(declaration, params.sort),
        ...filterQuery(declaration, params.filter),
      },
    });
    const page = reply[declaration.pageKey];
    return { data: page.docs.map(toRecord), total: page.total };
  };

  const write = async (
    resource: string,
    method: 'POST' | 'PUT',
    id: Identifier | undefined,
    data: Record<string, unknown>,
  ) => {
    const declaration = declarationOf(resource);
    const body = buildWriteBody(declaration, data, businessIdOrFail());
    const reply = await http<Record<string, ServerDocument>>({
      method,
      path: id === undefined ? declaration.path : `${declaration.path}/${id}`,
      body: body.form ?? body.json,
    });
    const key =
      method === 'POST'
        ? (declaration.createReplyKey ?? declaration.replyKey)
        : declaration.replyKey;
    return toRecord(reply[key]);
  };

  const remove = async (resource: string, id: Identifier) => {
    const declaration = declarationOf(resource);
    const reply = await http<Record<string, ServerDocument>>({
      method: 'DELETE',
      path: `${declaration.path}/${id}`,
      query: { businessId: businessIdOrFail() },
      headers: { 'vendor-module': declaration.module },
    });
    return toRecord(reply[declaration.replyKey]);
  };

  // react-admin's methods are generic in the record type; the server's records are what we map.
  const cast = <T>(value: unknown) => value as T;

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      cast<GetListResult<R>>(await list(resource, params)),
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
      const declaration = declarationOf(resource);
      const reply = await http<Record<string, ServerDocument>>({
        path: `${declaration.path}/${params.id}`,
        query: { businessId: businessIdOrFail() },
      });
      return { data: cast<R>(toRecord(reply[declaration.replyKey])) };
    },
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      if (!params.ids.length) return { data: [] as R[] };
      const declaration = declarationOf(resource);
      const reply = await http<Record<string, ServerPage>>({
        path: declaration.path,
        query: { businessId: businessIdOrFail(), ids: params.ids.join(','), limit: 0 },
      });
      return { data: cast<R[]>(reply[declaration.pageKey].docs.map(toRecord)) };
    },
    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ) =>
      cast<GetListResult<R>>(
        await list(resource, {
          ...params,
          filter: { ...params.filter, [params.target]: params.id },
        }),
      ),
    create: async <R extends RaRecord>(resource: string, params: CreateParams<R>) => ({
      data: cast<R>(await write(resource, 'POST', undefined, params.data)),
    }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => ({
      data: cast<R>(await write(resource, 'PUT', params.id, params.data)),
    }),
    updateMany: async (resource: string, params: UpdateManyParams) => {
      // One call per record: the API has no bulk update, and a failure stops the batch.
      for (const id of params.ids) await write(resource, 'PUT', id, params.data);
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({
      data: cast<R>(await remove(resource, params.id)),
    }),
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },
  } satisfies DataProvider;
};

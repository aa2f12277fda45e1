import { http } from '../dataProvider';
import { toQueryString, type ErrorBody } from '../dataProvider/http';
import { getCurrentBusinessId } from '../business/currentBusiness';

/** The client calls beyond the registry's CRUD (server/clients/routes.ts). */

const businessId = (): string => {
  const id = getCurrentBusinessId();
  // The business gate keeps screens from calling before a business exists; this is the backstop.
  if (!id) throw new Error('saluni.ui.noBusiness');
  return id;
};

export interface CategoryReply {
  _id: string;
  category_name: string;
  clientCount: number;
}

/** `POST /v1/client/category/add` or `/remove`: puts a client in a category or takes them out. */
export const changeCategoryMembership = async (kind: 'add' | 'remove', clientId: string, categoryId: string): Promise<CategoryReply> =>
  (
    await http<{ category: CategoryReply }>({
      method: 'POST',
      path: `/v1/client/category/${kind}`,
      body: { businessId: businessId(), clientId, categoryId },
    })
  ).category;

/**
 * Downloads `clients.csv` for the list's search and filters. Fetched rather than linked, so a
 * refused call shows the server's message instead of saving an error page as the file.
 */
export const downloadClientsCsv = async (filter: { q?: string; categoryIds?: string }): Promise<void> => {
  const query = { businessId: businessId(), ...(filter.q && { q: filter.q }), ...(filter.categoryIds && { categoryIds: filter.categoryIds }) };
  const response = await fetch(`/v1/client/export${toQueryString(query)}`, { credentials: 'include' });
  if (!response.ok) {
    const error = ((await response.json().catch(() => ({}))) as ErrorBody).error;
    throw new Error(error?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'clients.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released later: revoking at once can cancel the download the click just started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

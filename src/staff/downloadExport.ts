import { toQueryString } from '../dataProvider/http';

/**
 * Downloads `GET path?businessId` as `filename` through a temporary link: the session cookie
 * goes with the request, and the server's CSV is saved as is.
 */
export const downloadExport = async (path: string, businessId: string, filename: string, fetchImpl: typeof fetch = globalThis.fetch) => {
  const response = await fetchImpl(`${path}${toQueryString({ businessId })}`, { credentials: 'include' });
  if (!response.ok) {
    const reply = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new Error(reply?.error?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

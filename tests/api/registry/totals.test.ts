import { beforeAll, describe, expect, it } from 'vitest';
import { clientCategory, jobTitle } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { createRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

type Page = { docs: unknown[]; page: number; pages: number; total: number } & Record<
  string,
  unknown
>;

/**
 * The route takes the total from the page itself when the page is short (docs/performance.md);
 * these pages cover every way a total is found: from the page, or by counting.
 */
describe('list totals', () => {
  let business: TestBusiness;
  const list = async (path: string, pageKey: string, query: Record<string, string | number>) => {
    const response = await send(
      context.app,
      'GET',
      withQuery(path, { businessId: business.businessId, ...query }),
      { cookie: business.owner.cookie },
    );
    expect(response.statusCode).toBe(200);
    return body<Record<string, Page>>(response)[pageKey]!;
  };

  beforeAll(async () => {
    business = await createBusiness(context.app);
    for (const name of ['Stylist', 'Barber', 'Senior Stylist'])
      await createRecord(context.app, business.owner.cookie, jobTitle, business.businessId, {
        name,
      });
    for (const category_name of ['Regulars', 'Brides', 'Regular walk-ins']) {
      await createRecord(context.app, business.owner.cookie, clientCategory, business.businessId, {
        category_name,
      });
    }
  });

  it.each<[string, { page?: number; limit?: number; q?: string }, number, number]>([
    ['a first page holding every record', { page: 1, limit: 10 }, 3, 3],
    ['a full first page (counted)', { page: 1, limit: 2 }, 2, 3],
    ['a short last page', { page: 2, limit: 2 }, 1, 3],
    ['a page past the end (counted)', { page: 5, limit: 2 }, 0, 3],
    ['every record (limit=0)', { limit: 0 }, 3, 3],
    ['a search shorter than a page', { q: 'stylist' }, 2, 2],
    ['a search past its end (counted)', { q: 'stylist', page: 2, limit: 2 }, 0, 2],
  ])('%s gives the right total', async (_case, query, docs, total) => {
    const page = await list(
      jobTitle.path,
      jobTitle.pageKey,
      query as Record<string, string | number>,
    );
    expect(page.docs).toHaveLength(docs);
    expect(page.total).toBe(total);
    expect(page.pages).toBe(
      query.limit === 0 ? 1 : Math.max(1, Math.ceil(total / (query.limit ?? 10))),
    );
  });

  it("keeps the business's count apart from a search's total", async () => {
    const countKey = clientCategory.businessCountKey;
    const all = await list(clientCategory.path, clientCategory.pageKey, {});
    expect(all).toMatchObject({ total: 3, [countKey]: 3 });
    const searched = await list(clientCategory.path, clientCategory.pageKey, { q: 'regular' });
    expect(searched).toMatchObject({ total: 2, [countKey]: 3 });
  });
});

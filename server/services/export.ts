import { eq } from 'drizzle-orm';
import { service } from '../../registry';
import type { PricingOption } from '../../registry/resources/servicePricing';
import { employees, serviceCategories, services } from '../db/schema';
import { businessLocale } from '../tenancy/locale';
import { csvDateTime, sendCsv, type CsvColumn, type CsvExport } from '../http/csv';
import { text } from '../http/messages';
import { orderOf, parseListQuery } from '../registry/listQuery';
import { tenantTableOf } from '../registry/table';

type ServiceRow = typeof services.$inferSelect;

const namesOf = (ids: string[], names: Map<string, string>) =>
  ids
    .map((id) => names.get(id) ?? '')
    .filter(Boolean)
    .join('; ');

/** 'Short hair: 30 min, KES 1500.00; Long hair: 60 min, KES 2500.50' */
const pricingText = (options: PricingOption[], currency: string) =>
  options
    .map((option) => {
      const terms = `${text('saluni.duration.minutes', { n: option.durationInMinutes })}, ${currency} ${option.price.toFixed(2)}`;
      return option.name ? `${option.name}: ${terms}` : terms;
    })
    .join('; ');

/**
 * `GET /v1/service/export`: the services the list shows for the same query (search and
 * category filter, every page), as `services.csv` with names instead of ids.
 */
export const exportServices: CsvExport = async (db, reply, businessId, query) => {
  const tenant = tenantTableOf(service);
  const list = parseListQuery(service, tenant, businessId, query);
  const [rows, categories, performers, locale] = await Promise.all([
    db
      .select()
      .from(services)
      .where(list.where)
      .orderBy(...orderOf(tenant, list.sort)),
    db
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(eq(serviceCategories.businessId, businessId)),
    db
      .select({ id: employees.id, name: employees.fullName })
      .from(employees)
      .where(eq(employees.businessId, businessId)),
    businessLocale(db, businessId),
  ]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const performerNames = new Map(performers.map((performer) => [performer.id, performer.name]));
  const columns: CsvColumn<ServiceRow>[] = [
    { header: text('saluni.services.export.name'), value: (row) => row.name },
    {
      header: text('saluni.services.export.categories'),
      value: (row) => namesOf(row.categoryIds, categoryNames),
    },
    { header: text('saluni.services.export.description'), value: (row) => row.description },
    {
      header: text('saluni.services.export.pricing'),
      value: (row) => pricingText(row.advancedPricing as PricingOption[], locale.currency),
    },
    {
      header: text('saluni.services.export.performers'),
      value: (row) => namesOf(row.performerIds, performerNames),
    },
    {
      header: text('saluni.services.export.createdAt'),
      value: (row) => csvDateTime(row.createdAt, locale.timezone),
    },
  ];
  return sendCsv(reply, 'services.csv', columns, rows);
};

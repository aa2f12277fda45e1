import { eq } from 'drizzle-orm';
import { service, serviceCategory } from '../../registry';
import { DURATION_OPTIONS } from '../../registry/resources/servicePricing';
import type { Database } from '../db/database';
import { serviceCategories, services } from '../db/schema';
import { text } from '../http/messages';
import { looseName } from './mapping';
import { namedReference } from './namedReference';
import {
  besides,
  createRecord,
  firstLines,
  problem,
  recordProblems,
  required,
  type ImporterOf,
  type RowProblem,
} from './rows';
import { minorUnitsOf, minutesOf } from './values';

const API_FIELDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  categoryIds: 'category',
  advancedPricing: 'price',
};

const PRICING_FIELDS = ['price', 'durationMinutes'];

/** Major units with at most two decimals, as a pricing option holds its price (servicePricing.ts). */
const majorUnits = (minor: number) => minor / 100;

/**
 * Services: each row is the body of `POST /v1/service` with one pricing option (the row's price
 * and duration); its category is found by name, or made in the same transaction. A name given
 * by an earlier line, or by a service of the business, is a problem.
 */
export const serviceImporter: ImporterOf = async (tx: Database, setting) => {
  const existing = await tx
    .select({ name: services.name })
    .from(services)
    .where(eq(services.businessId, setting.access.businessId));
  const namesTaken = new Set(existing.map((row) => looseName(row.name)));
  const nameLines = firstLines();
  const categoryOf = await namedReference(
    tx,
    setting,
    serviceCategory,
    {
      table: serviceCategories,
      businessId: serviceCategories.businessId,
      id: serviceCategories.id,
      name: serviceCategories.name,
    },
    'categoryIds',
  );

  return {
    check: async (values, line) => {
      const problems: RowProblem[] = [];
      const minutes = values.durationMinutes ? minutesOf(values.durationMinutes) : null;
      const minor = values.price ? minorUnitsOf(values.price) : null;
      if (!values.durationMinutes) problems.push(required('durationMinutes'));
      else if (minutes === null) problems.push(problem('durationMinutes', 'badDuration'));
      else if (!(DURATION_OPTIONS as readonly number[]).includes(minutes))
        problems.push({
          field: 'durationMinutes',
          message: text('saluni.services.validation.durationOption'),
        });
      if (!values.price) problems.push(required('price'));
      else if (minor === null) problems.push(problem('price', 'badAmount'));
      const name = values.name && looseName(values.name);
      const earlier = nameLines(name, line);
      if (earlier) problems.push(problem('name', 'sameAsLine', { line: earlier }));
      else if (name && namesTaken.has(name)) problems.push(problem('name', 'serviceTaken'));
      const stored: Record<string, string> = {};
      for (const field of ['name', 'category', 'description'])
        if (values[field]) stored[field] = values[field];
      if (minutes !== null) stored.durationMinutes = String(minutes);
      if (minor !== null) stored.price = majorUnits(minor).toFixed(2);
      const fieldOf = (apiField: string) => API_FIELDS[apiField];
      const fields = {
        name: values.name,
        description: values.description,
        advancedPricing:
          minor === null || minutes === null
            ? undefined
            : [{ price: majorUnits(minor), durationInMinutes: minutes }],
      };
      // The pricing option is made of the price and the duration: their own problems say why.
      const pricingRead = !problems.some((one) => PRICING_FIELDS.includes(one.field ?? ''));
      const checks = (await recordProblems(setting, service, fields, fieldOf)).filter(
        (one) => pricingRead || one.field !== 'price',
      );
      if (values.category)
        checks.push(
          ...(await recordProblems(
            setting,
            serviceCategory,
            { name: values.category },
            () => 'category',
          )),
        );
      return {
        stored,
        problems: besides(problems, checks),
        fieldOf,
        write: async (writer) => {
          const categoryIds = values.category ? [await categoryOf(writer, values.category)] : [];
          await createRecord(writer, setting, service, { ...fields, categoryIds });
        },
      };
    },
  };
};

import { RESOURCES, findResource, type Choice, type FieldDeclaration } from '../../registry';

/**
 * How a History shows one field of a record type: the resource it refers to (its ids become
 * names), a person's user id (named from the trail's own actors), an amount, or structured data
 * (summarised, never dumped).
 */
export interface HistoryField {
  reference?: string;
  person?: boolean;
  money?: 'major' | 'minor';
  json?: boolean;
  choices?: readonly Choice[];
  /** The catalogue's prefix of the labels of its values (`saluni.appointments.status`). */
  labels?: string;
}

/** What a resource's declared field says about how to show it. */
const fromDeclaration = (field: FieldDeclaration): HistoryField => ({
  reference: field.reference,
  money: field.type === 'money' ? 'major' : undefined,
  json: field.type === 'json',
  choices: field.choices,
});

/** Fields that mean the same on every table that has them. */
const COMMON_FIELDS: Record<string, HistoryField> = {
  clientId: { reference: 'client' },
  employeeId: { reference: 'employee' },
  serviceIds: { reference: 'service' },
  roomId: { reference: 'service-room' },
  userId: { person: true },
  createdBy: { person: true },
  staffShares: { json: true },
};

const AMOUNT: HistoryField = { money: 'major' };

/**
 * Values labelled as the screens that set them label them (`saluni.orders.statuses.paid`), by
 * the catalogue's prefix: the lists of values stay with their areas, out of the History's chunk.
 */
const labelledUnder = (labels: string): HistoryField => ({ labels });

/** The record types that are not declared resources but have a History of their own. */
const RECORD_TYPE_FIELDS: Record<string, Record<string, HistoryField>> = {
  orders: {
    subtotal: AMOUNT,
    discount: AMOUNT,
    cost: AMOUNT,
    tipTotal: AMOUNT,
    paidAmount: AMOUNT,
    refundedAmount: AMOUNT,
    tax: AMOUNT,
    taxBands: { json: true },
    status: labelledUnder('saluni.orders.statuses'),
    paymentStatus: labelledUnder('saluni.orders.paymentStatuses'),
  },
  products: {
    categoryId: { reference: 'product-category' },
    salesWarehouseId: { reference: 'warehouse' },
    attributes: { json: true },
    option_set: { json: true },
  },
  appointments: {
    consultationFormId: { reference: 'consultation-form' },
    statusHistory: { json: true },
    depositMinor: { money: 'minor' },
    status: labelledUnder('saluni.appointments.status'),
  },
};

/** How to show `field` of the record type `table` (a resource's name or a table's). */
export const historyFieldOf = (table: string, field: string): HistoryField => {
  const declared = findResource(table)?.fields[field];
  if (declared) return fromDeclaration(declared);
  return RECORD_TYPE_FIELDS[table]?.[field] ?? COMMON_FIELDS[field] ?? {};
};

/** Every resource a History may name records of: fixed, so its look-ups are a fixed list of queries. */
export const REFERENCED_RESOURCES = [
  ...new Set(
    [
      ...RESOURCES.flatMap((resource) => Object.values(resource.fields)),
      ...Object.values(COMMON_FIELDS),
      ...Object.values(RECORD_TYPE_FIELDS).flatMap((fields) => Object.values(fields)),
    ].flatMap((field) =>
      field.reference && findResource(field.reference) ? [field.reference] : [],
    ),
  ),
].sort();

/** The text that names a record of `resource`: its declared title field, else a name. */
export const titleOf = (resource: string, record: Record<string, unknown>): string | undefined => {
  const titleField = findResource(resource)?.titleField;
  const title = (titleField && record[titleField]) ?? record.fullName ?? record.name;
  return typeof title === 'string' && title ? title : undefined;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A field's label from the catalogues: the resource's own (`resources.client.fields.fullName`),
 * else the record type's in the History's texts, else the label fields share everywhere.
 */
export const historyFieldLabel = (translate: Translate, table: string, field: string) =>
  translate(`resources.${table}.fields.${field}`, {
    _: translate(`saluni.history.fields.${table}.${field}`, {
      _: translate(`saluni.history.fields.common.${field}`, { _: field }),
    }),
  });

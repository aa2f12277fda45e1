import * as yup from 'yup';
import type { InferType } from 'yup';
import type { Country } from '../../registry/business';
import { isValidPhone, normalisePhone } from '../../registry/phone';
import type { TaxSettings } from '../../registry/taxInvoices';
import { isAbn, isKraPin } from '../../registry/taxIds';
import { textSchema } from '../../registry/validation';

const V = 'saluni.taxSettings.validation';

export const TAX_SETTINGS_LIMITS = { legalName: 200, deviceSerial: 40 } as const;

const TEXT_FIELDS = ['legalName', 'phone', 'kraPin', 'etimsBranchId', 'etimsDeviceSerial', 'abn'];

/**
 * Texts trimmed and empty ones read as null, a PIN in capitals and an ABN without its spaces
 * (it is printed as the ATO groups it, but stored as its 11 digits), before the strict schema.
 */
export const prepareTaxSettings = (fields: Record<string, unknown>): Record<string, unknown> => {
  const prepared: Record<string, unknown> = { ...fields };
  for (const key of TEXT_FIELDS.filter((field) => typeof fields[field] === 'string'))
    prepared[key] = (fields[key] as string).trim() || null;
  if (typeof prepared.kraPin === 'string') prepared.kraPin = prepared.kraPin.toUpperCase();
  if (typeof prepared.abn === 'string') prepared.abn = prepared.abn.replace(/\s/g, '');
  return prepared;
};

const optionalText = (message: string, maxLength?: number) => {
  const schema = textSchema().nullable();
  return maxLength === undefined ? schema : schema.max(maxLength, message);
};

const toggle = () => yup.boolean().strict().typeError(`${V}.boolean`).nonNullable(`${V}.boolean`);

/**
 * `PUT /v1/tax-settings`: every field's own form, and each registration's id. Which country's
 * fields may be given, and the phone's rule, follow from the business (`countryRefusals`).
 */
export const taxSettingsSchema = yup.object({
  businessId: textSchema(),
  legalName: optionalText(`${V}.legalName`, TAX_SETTINGS_LIMITS.legalName),
  phone: optionalText(`${V}.phone`),
  kraPin: optionalText(`${V}.kraPin`).test(
    'format',
    `${V}.kraPin`,
    (pin) => pin === null || pin === undefined || isKraPin(pin),
  ),
  vatRegistered: toggle(),
  etimsBranchId: optionalText(`${V}.branchId`).matches(/^\d{2}$/, `${V}.branchId`),
  etimsDeviceSerial: optionalText(`${V}.deviceSerial`, TAX_SETTINGS_LIMITS.deviceSerial),
  abn: optionalText(`${V}.abn`).test(
    'checksum',
    `${V}.abn`,
    (abn) => abn === null || abn === undefined || isAbn(abn),
  ),
  gstRegistered: toggle(),
});

/** Each country's registration and the id it needs; the other country's fields must stay empty. */
const COUNTRY_RULES: Record<
  Country,
  {
    registered: keyof TaxSettings;
    id: keyof TaxSettings;
    idRequired: string;
    others: (keyof TaxSettings)[];
  }
> = {
  KE: {
    registered: 'vatRegistered',
    id: 'kraPin',
    idRequired: `${V}.kraPinRequired`,
    others: ['abn', 'gstRegistered'],
  },
  AU: {
    registered: 'gstRegistered',
    id: 'abn',
    idRequired: `${V}.abnRequired`,
    others: ['kraPin', 'vatRegistered', 'etimsBranchId', 'etimsDeviceSerial'],
  },
};

/**
 * What the business's country refuses of a well-formed body (message keys by field): its phone
 * rule, a registration without its id, the other country's fields.
 */
export const countryRefusals = (
  body: TaxSettingsBody,
  country: Country,
): Record<string, string> => {
  const rules = COUNTRY_RULES[country];
  const refusals: Record<string, string> = {};
  if (body.phone && !isValidPhone(body.phone, country)) refusals.phone = `${V}.phone`;
  if (body[rules.registered] === true && !body[rules.id]) refusals[rules.id] = rules.idRequired;
  for (const field of rules.others) {
    const value = body[field];
    if (value !== undefined && value !== null && value !== false)
      refusals[field] = `${V}.otherCountry`;
  }
  return refusals;
};

export type TaxSettingsBody = InferType<typeof taxSettingsSchema>;

/** The row to store: absent fields are null (or no), the phone in E.164. */
export const taxSettingsOf = (body: TaxSettingsBody, country: Country): TaxSettings => ({
  legalName: body.legalName ?? null,
  phone: body.phone ? normalisePhone(body.phone, country) : null,
  kraPin: body.kraPin ?? null,
  vatRegistered: body.vatRegistered ?? false,
  etimsBranchId: body.etimsBranchId ?? null,
  etimsDeviceSerial: body.etimsDeviceSerial ?? null,
  abn: body.abn ?? null,
  gstRegistered: body.gstRegistered ?? false,
});

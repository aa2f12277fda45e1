import * as yup from 'yup';
import { CART_ENTRY_KINDS } from './orders';
import type { CommissionTier } from './pay';
import { moneySchema } from './validation';

/*
 * The yup schemas of a commission plan's JSON fields (registry/resources/commissionPlan.ts):
 * the web form and the server's 422 read the same rules. Messages are i18n keys.
 */

/** Most tiers a plan holds, and most category or item rates. */
export const MAX_COMMISSION_TIERS = 20;
export const MAX_COMMISSION_OVERRIDES = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A percent from 0 to 100 with at most two decimals. */
const percentSchema = (message: string) =>
  yup
    .number()
    .strict()
    .typeError(message)
    .min(0, message)
    .max(100, message)
    .test('cents', message, (value) => value === undefined || hasTwoDecimals(value))
    .required(message);

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** `{ type, value }`: a percent (0 to 100) or a fixed amount of money per unit. */
const rateSchema = () =>
  yup
    .object({
      type: yup
        .string()
        .strict()
        .typeError('saluni.pay.validation.rate')
        .oneOf(['percent', 'fixed'], 'saluni.pay.validation.rate')
        .required('saluni.pay.validation.rate'),
      value: yup
        .number()
        .strict()
        .typeError('saluni.pay.validation.rateValue')
        .required('saluni.pay.validation.rateValue'),
    })
    .strict()
    .noUnknown('saluni.pay.validation.rate')
    .typeError('saluni.pay.validation.rate')
    .test('value', function check(rate) {
      if (!rate || (rate.type !== 'percent' && rate.type !== 'fixed')) return true;
      const valid =
        rate.type === 'percent'
          ? percentSchema('saluni.pay.validation.percent').isValidSync(rate.value)
          : moneySchema().isValidSync(rate.value);
      return (
        valid ||
        this.createError({
          message:
            rate.type === 'percent'
              ? 'saluni.pay.validation.percent'
              : 'saluni.validation.mustBeAmount',
        })
      );
    });

/** `rates`: a rate per cart entry kind; a kind left out pays none. */
export const kindRatesSchema = () =>
  yup
    .object(
      Object.fromEntries(CART_ENTRY_KINDS.map((kind) => [kind, rateSchema().default(undefined)])),
    )
    .strict()
    .noUnknown('saluni.pay.validation.kind')
    .typeError('saluni.pay.validation.rates');

/** `[{ <idKey>, rate }]`, at most MAX_COMMISSION_OVERRIDES, each id once. */
const overridesSchema = (idKey: 'categoryId' | 'itemId') =>
  yup
    .array(
      yup
        .object({
          [idKey]: yup
            .string()
            .strict()
            .typeError('saluni.pay.validation.overrideId')
            .matches(UUID, 'saluni.pay.validation.overrideId')
            .required('saluni.pay.validation.overrideId'),
          rate: rateSchema().required('saluni.pay.validation.rate'),
        })
        .strict()
        .noUnknown('saluni.validation.unknownField')
        .typeError('saluni.pay.validation.overrides')
        .required('saluni.pay.validation.overrides'),
    )
    .strict()
    .typeError('saluni.pay.validation.overrides')
    .max(MAX_COMMISSION_OVERRIDES, {
      message: 'saluni.validation.max',
      args: { max: MAX_COMMISSION_OVERRIDES },
    })
    // The resource makes an optional field nullable; the column holds a list, empty at least.
    .test('present', 'saluni.pay.validation.overrides', (list) => list !== null)
    .test('unique', 'saluni.pay.validation.overrideTwice', (list) => {
      const ids = (list ?? []).map((entry) => (entry as Record<string, unknown> | null)?.[idKey]);
      return new Set(ids).size === ids.length;
    });

export const categoryRatesSchema = () => overridesSchema('categoryId');
export const itemRatesSchema = () => overridesSchema('itemId');

/** `[{ from, percent }]`: `from` at least 0 (money) and strictly ascending, at most 20 tiers. */
export const tiersSchema = () =>
  yup
    .array(
      yup
        .object({
          from: moneySchema('saluni.pay.validation.tierFrom').required(
            'saluni.pay.validation.tierFrom',
          ),
          percent: percentSchema('saluni.pay.validation.percent'),
        })
        .strict()
        .noUnknown('saluni.validation.unknownField')
        .typeError('saluni.pay.validation.tiers')
        .required('saluni.pay.validation.tiers'),
    )
    .strict()
    .typeError('saluni.pay.validation.tiers')
    .max(MAX_COMMISSION_TIERS, {
      message: 'saluni.validation.max',
      args: { max: MAX_COMMISSION_TIERS },
    })
    .test('present', 'saluni.pay.validation.tiers', (tiers) => tiers !== null)
    .test('ascending', 'saluni.pay.validation.tiersAscending', (tiers) =>
      (tiers ?? []).every((tier, index, all) => {
        const from = (tier as CommissionTier | null)?.from;
        const before = (all[index - 1] as CommissionTier | null | undefined)?.from;
        return (
          index === 0 || typeof from !== 'number' || typeof before !== 'number' || from > before
        );
      }),
    );

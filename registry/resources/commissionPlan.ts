import { nameField } from '../fields';
import { defineResource } from '../types';
import { COMMISSION_PLAN_EXAMPLE } from '../payExamples';

/**
 * A commission plan (registry/pay.ts `CommissionPlan`, docs/areas/pay.md): rates per item kind,
 * overridden per category and per item, optionally tiered; staff are assigned one by
 * `employee.commissionPlanId`.
 */
export const commissionPlan = defineResource({
  name: 'commission-plan',
  path: '/v1/commission-plan',
  table: 'commissionPlans',
  replyKey: 'commissionPlan',
  pageKey: 'commissionPlanPage',
  module: 'staff.Pay',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.name.required'),
    rates: {
      type: 'json',
      required: 'saluni.pay.validation.ratesRequired',
      example: COMMISSION_PLAN_EXAMPLE.rates,
    },
    categoryRates: { type: 'json', example: COMMISSION_PLAN_EXAMPLE.categoryRates },
    itemRates: { type: 'json', example: COMMISSION_PLAN_EXAMPLE.itemRates },
    tiers: { type: 'json', example: COMMISSION_PLAN_EXAMPLE.tiers },
  },
  defaultSort: '-createdAt',
  toasts: {
    created: 'saluni.pay.toast.planCreated',
    updated: 'saluni.pay.toast.planUpdated',
    deleted: 'saluni.pay.toast.planDeleted',
  },
  menu: { area: 'staff', order: 40 },
});

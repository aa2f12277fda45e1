import type { CashUp, CashUpExpected, CashUpInput } from '../../registry/cashUp';
import { ROUTES } from '../../registry/routes';
import type { ReportRange } from './reports';
import type { RouteCaller } from './routeCall';

export type * from '../../registry/cashUp';

/** The cash-up calls (docs/areas/cash-up.md), as dataProvider methods; the business id is added by the caller. */
export const cashUpMethods = ({ call }: RouteCaller) => ({
  getCashUpExpected: (tillId?: string) =>
    call<CashUpExpected>(ROUTES.cashUpExpected, { query: { tillId } }),
  closeTill: (input: Omit<CashUpInput, 'businessId'>) =>
    call<CashUp>(ROUTES.cashUpClose, { body: { ...input } }),
  listCashUps: (range: ReportRange) => call<CashUp[]>(ROUTES.cashUpList, { query: { ...range } }),
  getCashUp: (id: string) => call<CashUp>(ROUTES.cashUpGet, { id }),
});

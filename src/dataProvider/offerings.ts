import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';
import type {
  MembershipSessionPage,
  NewMembershipSession,
  ClientMembership,
  ClientVoucher,
  HoldingPage,
} from '../../registry/offerings/holdings';

export type * from '../../registry/offerings/holdings';

/** The offerings' calls beyond CRUD, as dataProvider methods. */
export const offeringMethods = ({ call }: RouteCaller) => ({
  listMembershipSessions: (query: { page: number; limit: number }) =>
    call<MembershipSessionPage>(ROUTES.membershipSessionList, { query }),
  recordMembershipSession: (session: NewMembershipSession) =>
    call<unknown>(ROUTES.membershipSessionCreate, { body: { ...session } }),
  listClientMemberships: (query: { clientId: string; page?: number; limit?: number }) =>
    call<HoldingPage<ClientMembership>>(ROUTES.clientMembershipList, { query: { ...query } }),
  listClientVouchers: (query: { clientId: string; page?: number; limit?: number }) =>
    call<HoldingPage<ClientVoucher>>(ROUTES.clientVoucherList, { query: { ...query } }),
});

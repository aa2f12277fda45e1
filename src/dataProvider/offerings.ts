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

/** Why a code cannot be used now, in the server's order of checking (docs/areas/offerings.md). */
export type VoucherRefusalReason =
  'not_found' | 'other_business' | 'other_client' | 'cancelled' | 'expired' | 'used_up';

/** What `POST /v1/voucher/client/validate` answers: the voucher, or why not in the reader's language. */
export type VoucherCodeCheck =
  | { valid: true; clientVoucher: ClientVoucher }
  | { valid: false; reason: VoucherRefusalReason; message: string };

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
  /** Whether a code can be used now; without `clientId` whoever holds the code may use it (a gift). */
  validateVoucherCode: (check: { code: string; clientId?: string }) =>
    call<VoucherCodeCheck>(ROUTES.clientVoucherValidate, { body: { ...check } }),
});

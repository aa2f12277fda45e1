/** What a client holds of the offerings: memberships, their sessions, vouchers (back-office.md 7). */
/** A visit made under a membership, as GET /v2/membership-session lists it. */
export interface MembershipSession {
  _id: string;
  clientName: string;
  membershipName: string;
  serviceName: string | null;
  sessionAt: string;
  notes: string | null;
}

export interface MembershipSessionPage {
  docs: MembershipSession[];
  total: number;
}

export interface NewMembershipSession {
  clientId: string;
  serviceId: string | null;
  sessionAt: string;
  notes: string | null;
}

/** A membership a client holds (server/offerings/clientMemberships.ts). */
export interface ClientMembership {
  _id: string;
  clientId: string;
  membershipId: string;
  membershipName: string;
  /** The frequency type bought (a key of the programme's price map). */
  frequency: string;
  price: number;
  periods: number;
  startDate: string;
  /** null: open-ended. */
  endDate: string | null;
  status: 'active' | 'expired' | 'cancelled';
  createdAt: string;
}

/** A voucher a client holds, with its code and uses (server/offerings/clientVouchers.ts). */
export interface ClientVoucher {
  _id: string;
  voucherId: string;
  voucherName: string;
  clientId: string;
  code: string;
  value: number;
  /** What it has paid toward orders so far (a refund to the voucher gives it back). */
  spent: number;
  /** `value - spent`: what it can still pay. */
  balance: number;
  maxUses: number;
  uses: number;
  soldOn: string;
  expiresOn: string | null;
  status: 'active' | 'cancelled';
  createdAt: string;
}

export interface HoldingPage<T> {
  docs: T[];
  total: number;
}

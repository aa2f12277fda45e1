import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

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

/** The offerings' calls beyond CRUD, as dataProvider methods. */
export const offeringMethods = ({ call }: RouteCaller) => ({
  listMembershipSessions: (query: { page: number; limit: number }) => call<MembershipSessionPage>(ROUTES.membershipSessionList, { query }),
  recordMembershipSession: (session: NewMembershipSession) => call<unknown>(ROUTES.membershipSessionCreate, { body: { ...session } }),
});

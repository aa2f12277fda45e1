import type { AreaResourceScreens } from '../shared/ownScreens';
import { MembershipCreate, MembershipEdit } from './MembershipForms';
import { MembershipList } from './MembershipList';

export { MembershipSessions } from './MembershipSessions';

/** The offerings menu area: memberships need their own screens, the price map and duration have no generic input. */
export const resourceScreens: AreaResourceScreens = {
  membership: { list: MembershipList, create: MembershipCreate, edit: MembershipEdit },
};

import { FeedbackCreate, FeedbackEdit, FeedbackList, GoogleReviewList } from '../client-records';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { ClientEdit } from './ClientEdit';
import { ClientCreateScreen, ClientList } from './ClientList';

export { ClientShow } from './ClientShow';

/** The clients menu area: clients (list with the Add New Client dialog at /client/create), feedback, Google reviews (the messages page is messaging's own entry point). */
export const resourceScreens: AreaResourceScreens = {
  client: { list: ClientList, create: ClientCreateScreen, edit: ClientEdit },
  feedback: { list: FeedbackList, create: FeedbackCreate, edit: FeedbackEdit },
  'google-review': { list: GoogleReviewList },
};

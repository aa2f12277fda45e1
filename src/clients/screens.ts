import { FeedbackCreate, FeedbackEdit, FeedbackList } from '../client-records/feedback';
import { GoogleReviewList } from '../client-records/googleReviews';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { ClientEdit } from './ClientEdit';
import { ClientCreateScreen, ClientList } from './ClientList';

export { ClientShow } from './ClientShow';
export { MessagesPage } from '../messaging/MessagesPage';

/** The clients menu area: clients (list with the Add New Client dialog at /client/create), feedback, Google reviews; the messages page (/messages). */
export const resourceScreens: AreaResourceScreens = {
  client: { list: ClientList, create: ClientCreateScreen, edit: ClientEdit },
  feedback: { list: FeedbackList, create: FeedbackCreate, edit: FeedbackEdit },
  'google-review': { list: GoogleReviewList },
};

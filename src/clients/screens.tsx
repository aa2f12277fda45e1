import type { AreaResourceScreens } from '../shared/ownScreens';
import { loadedOnShow } from '../shared/loadedOnShow';
import { ClientList } from './ClientList';

// Only the client list loads with the area: the forms (react-hook-form, yup, file inputs), the
// detail page and the feedback screens load on their first show.
const clientRecords = () => import('../client-records');
const ClientCreateScreen = loadedOnShow(() =>
  import('./ClientCreateScreen').then((module) => module.ClientCreateScreen),
);
const ClientEdit = loadedOnShow(() => import('./ClientEdit').then((module) => module.ClientEdit));

export const ClientShow = loadedOnShow(() =>
  import('./ClientShow').then((module) => module.ClientShow),
);

/** The clients menu area: clients (list with the Add New Client dialog at /client/create), feedback, Google reviews (the messages page is messaging's own entry point). */
export const resourceScreens: AreaResourceScreens = {
  client: { list: ClientList, create: ClientCreateScreen, edit: ClientEdit },
  feedback: {
    list: loadedOnShow(() => clientRecords().then((module) => module.FeedbackList)),
    create: loadedOnShow(() => clientRecords().then((module) => module.FeedbackCreate)),
    edit: loadedOnShow(() => clientRecords().then((module) => module.FeedbackEdit)),
  },
  'google-review': {
    list: loadedOnShow(() => clientRecords().then((module) => module.GoogleReviewList)),
  },
};

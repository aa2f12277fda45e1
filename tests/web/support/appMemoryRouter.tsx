import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRouterProvider, appRoutes } from '../../../src/appRouter';

/**
 * The app at `initialEntries`, in a memory router that navigates as the app's own router does
 * (src/appRouter.tsx): react-admin's TestMemoryRouter makes its navigations React transitions,
 * under which a visitor not signed in is signed out over and over until React forces the
 * sign-in page through after 5 s.
 */
export const AppMemoryRouter = ({
  initialEntries,
  children,
}: {
  initialEntries: string[];
  children: ReactNode;
}) => <AppRouterProvider router={createMemoryRouter(appRoutes(children), { initialEntries })} />;

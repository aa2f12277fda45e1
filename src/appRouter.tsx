import type { ReactNode } from 'react';
import { reactRouterProvider, type RouterProvider, type RouterWrapperProps } from 'react-admin';
import {
  createHashRouter,
  RouterProvider as ReactRouterProvider,
  useInRouterContext,
  type createMemoryRouter,
} from 'react-router-dom';

type DataRouter = ReturnType<typeof createMemoryRouter>;

/** The app's pages under one route: react-admin declares its own routes inside. */
export const appRoutes = (children: ReactNode) => [{ path: '*', element: <>{children}</> }];

/**
 * Renders `router` with its navigations committed at once rather than as React transitions.
 * react-admin's sign-out navigates to the sign-in page and empties its query cache together,
 * expecting both in one render; it asks for that with `future.v7_startTransition: false`, which
 * react-router 7 no longer reads (`useTransitions` replaced it). As a transition, the navigation
 * waits behind the emptied cache's urgent renders: for a visitor not signed in, the root page
 * checks the session again, signs out again and navigates again, over and over (GET /v1/user and
 * POST /v1/auth/logout each time), until React forces the starved transition through after 5 s.
 */
export const AppRouterProvider = ({ router }: { router: DataRouter }) => (
  <ReactRouterProvider router={router} useTransitions={false} />
);

/** The app's own hash router when no router is around it (main.tsx), made as react-admin makes it. */
const HashRouterOfTheApp = ({ basename, children }: RouterWrapperProps) => (
  <AppRouterProvider router={createHashRouter(appRoutes(children), { basename })} />
);

const RouterWrapper = ({ basename, children }: RouterWrapperProps) =>
  useInRouterContext() ? (
    <>{children}</>
  ) : (
    <HashRouterOfTheApp basename={basename}>{children}</HashRouterOfTheApp>
  );

/** react-admin's react-router adapter, with the router above. */
export const appRouterProvider: RouterProvider = { ...reactRouterProvider, RouterWrapper };

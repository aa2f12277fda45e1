import { Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource, type I18nProvider } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { removeBootSignIn } from './auth/bootSignIn';
import { NewVersionPrompt, startServiceWorker } from './pwa';
import { createAuthProvider } from './auth/authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { ADD_BUSINESS_PATH, AddBusinessPage } from './layout/business/AddBusiness';
import {
  CHECKOUT_PATH,
  MESSAGES_PATH,
  MESSAGE_SETTINGS_PATH,
  ACTIVITY_PATH,
  ACTIVITY_RESOURCE,
  PRODUCTS_RESOURCE,
  REPORT_CLIENTS_PATH,
  REPORT_SALES_PATH,
  REPORT_TAX_PATH,
  TAX_SETTINGS_PATH,
  API_KEYS_SETTINGS_PATH,
  DATA_IMPORT_PATH,
  CASH_UP_PATH,
  MY_PAY_PATH,
  PAY_PATH,
  PAY_STAFF_REPORT_PATH,
  PAY_RESOURCE,
  APPOINTMENT_RESOURCE,
  CLIENT_MESSAGE_RESOURCE,
} from './shared/appScreens';
import { AppLayout } from './layout/AppLayout';
import { appRouterProvider } from './appRouter';
import { darkTheme, lightTheme } from './layout/theme';
import { Toast } from './layout/Toast';
import { lazyAreaScreen } from './lazyAreaScreen';
import { useLandingPageFetchedAhead, useScreenModulesFetchedAhead } from './prefetchAreas';
import { resourceScreens } from './resourceScreens';
import { AccessDeniedPage, RequireAccess } from './shared/NoAccess';
import { createQueryClient } from './shared/queryClient';

const SignUpPage = lazyAreaScreen('signUp', 'SignUpPage');
const VerifyEmailPage = lazyAreaScreen('signUp', 'VerifyEmailPage');
const ResendConfirmationPage = lazyAreaScreen('signUp', 'ResendConfirmationPage');
const InvitationPage = lazyAreaScreen('staff', 'InvitationPage');
const StaffDetail = lazyAreaScreen('staff', 'StaffDetail');
const OutboxList = lazyAreaScreen('staff', 'OutboxList');
const ClientServicePackages = lazyAreaScreen('services', 'ClientServicePackages');
const ClientShow = lazyAreaScreen('clients', 'ClientShow');
const MessagesPage = lazyAreaScreen('messaging', 'MessagesPage');
const MessageSettingsPage = lazyAreaScreen('notifications', 'MessageSettingsPage');
const TaxSettingsPage = lazyAreaScreen('tax', 'TaxSettingsPage');
const ApiKeysPage = lazyAreaScreen('staff', 'ApiKeysPage');
const BusinessSettings = lazyAreaScreen('settings', 'BusinessSettings');
const ActivityList = lazyAreaScreen('settings', 'ActivityList');
const ImportPage = lazyAreaScreen('dataImport', 'ImportPage');
const MembershipSessions = lazyAreaScreen('offerings', 'MembershipSessions');
const InventoryHub = lazyAreaScreen('inventory', 'InventoryHub');
const ProductCreate = lazyAreaScreen('inventory', 'ProductCreate');
const ProductEdit = lazyAreaScreen('inventory', 'ProductEdit');
const StockEntryEdit = lazyAreaScreen('inventory', 'StockEntryEdit');
const OrderPage = lazyAreaScreen('inventory', 'OrderPage');
const SalesReportPage = lazyAreaScreen('reports', 'SalesReportPage');
const ClientReportPage = lazyAreaScreen('reports', 'ClientReportPage');
const TaxReportPage = lazyAreaScreen('reports', 'TaxReportPage');
const CashUpPage = lazyAreaScreen('reports', 'CashUpPage');
const CashUpSummaryPage = lazyAreaScreen('reports', 'CashUpSummaryPage');
const PayPage = lazyAreaScreen('pay', 'PayPage');
const PayStatementPage = lazyAreaScreen('pay', 'PayStatementPage');
const MyPayPage = lazyAreaScreen('pay', 'MyPayPage');
const StaffReportPage = lazyAreaScreen('pay', 'StaffReportPage');
/** Sign-in lands on the dashboard (back-office.md 2). */
const Dashboard = lazyAreaScreen('dashboard', 'Dashboard');
const CalendarPage = lazyAreaScreen('calendar', 'CalendarPage');
const CheckoutPage = lazyAreaScreen('checkout', 'CheckoutPage');

/**
 * The sign-in page, which fetches the chunk of the page it leads to meanwhile (prefetchAreas.ts),
 * then registers the service worker if the person is still reading it.
 */
const SignInPage = () => {
  const { state } = useLocation() as { state: { nextPathname?: string } | null };
  useLandingPageFetchedAhead(state?.nextPathname, startServiceWorker);
  return (
    <>
      <LoginPage />
      <NewVersionPrompt />
    </>
  );
};

/**
 * The app's shell, which fetches the other screens' chunks in idle time once shown
 * (prefetchAreas.ts), then registers the service worker: its first download of the app's files
 * finds them in the HTTP cache rather than competing with the first page on a slow link.
 */
const Shell = ({ children }: { children: ReactNode }) => {
  useScreenModulesFetchedAhead(startServiceWorker);
  // Signed in after all: the boot's sign-in form (src/boot), drawn on a guess, leaves.
  useLayoutEffect(removeBootSignIn, []);
  return <AppLayout>{children}</AppLayout>;
};

/** Pages without the layout have no Suspense of react-admin's around them. */
const withoutLayout = (Page: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/**
 * A screen of its own route for roles that may do `action` on `resource`; the others read that
 * they may not see it (`label`), rather than a screen emptied by the server's refusals.
 */
const guarded = (Screen: ComponentType, resource: string, action: string, label?: string) => (
  <RequireAccess resource={resource} action={action} label={label}>
    <Screen />
  </RequireAccess>
);

/** A settings page: for roles that may see the business's settings. */
const settingsPage = (Screen: ComponentType) =>
  guarded(Screen, 'business', 'list', 'saluni.offerings.settings.menu');

/** `catalogue` replaces the texts: a test renders every page with markers in place of texts. */
export const App = ({ catalogue = i18nProvider }: { catalogue?: I18nProvider }) => {
  // The app's session and cache, made when it mounts: an app mounted again (each web test's)
  // starts with nothing cached, not signed in as the one before.
  const [{ authProvider, queryClient }] = useState(() => ({
    authProvider: createAuthProvider(dataProvider),
    queryClient: createQueryClient(),
  }));
  return (
    <Admin
      requireAuth
      title="Saluni"
      authProvider={authProvider}
      dataProvider={dataProvider}
      routerProvider={appRouterProvider}
      queryClient={queryClient}
      i18nProvider={catalogue}
      loginPage={SignInPage}
      dashboard={Dashboard}
      layout={Shell}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      notification={Toast}
      accessDenied={AccessDeniedPage}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/sign-up" element={withoutLayout(SignUpPage)} />
        <Route path="/verify-email/:token" element={withoutLayout(VerifyEmailPage)} />
        <Route path="/resend-confirmation" element={withoutLayout(ResendConfirmationPage)} />
        <Route path="/invitation/:token" element={withoutLayout(InvitationPage)} />
      </CustomRoutes>
      <CustomRoutes>
        <Route
          path="/calendar"
          element={guarded(CalendarPage, APPOINTMENT_RESOURCE, 'list', 'saluni.calendar.title')}
        />
        <Route path={CHECKOUT_PATH} element={<CheckoutPage />} />
        <Route path="/staff/:id" element={<StaffDetail />} />
        <Route path="/outbox" element={<OutboxList />} />
        <Route
          path="/client-service-packages"
          element={guarded(
            ClientServicePackages,
            'service-package',
            'list',
            'saluni.services.clientPackages.title',
          )}
        />
        <Route path="/client/:id/show" element={guarded(ClientShow, 'client', 'show')} />
        <Route
          path={MESSAGES_PATH}
          element={guarded(
            MessagesPage,
            CLIENT_MESSAGE_RESOURCE,
            'list',
            'saluni.clients.messagesMenu',
          )}
        />
        <Route path="/settings" element={settingsPage(BusinessSettings)} />
        <Route
          path={ACTIVITY_PATH}
          element={guarded(ActivityList, ACTIVITY_RESOURCE, 'list', 'saluni.menu.activity')}
        />
        <Route path={MESSAGE_SETTINGS_PATH} element={settingsPage(MessageSettingsPage)} />
        <Route path={TAX_SETTINGS_PATH} element={settingsPage(TaxSettingsPage)} />
        <Route path={API_KEYS_SETTINGS_PATH} element={settingsPage(ApiKeysPage)} />
        <Route path={DATA_IMPORT_PATH} element={settingsPage(ImportPage)} />
        <Route path={ADD_BUSINESS_PATH} element={<AddBusinessPage />} />
        <Route
          path="/membership-sessions"
          element={guarded(MembershipSessions, 'membership', 'list', 'saluni.offerings.sessions')}
        />
        <Route path="/stock-entry/edit/:id" element={<StockEntryEdit />} />
        <Route path="/order/:id" element={<OrderPage />} />
        <Route path={REPORT_SALES_PATH} element={<SalesReportPage />} />
        <Route path={REPORT_CLIENTS_PATH} element={<ClientReportPage />} />
        <Route path={REPORT_TAX_PATH} element={<TaxReportPage />} />
        <Route path={CASH_UP_PATH} element={<CashUpPage />} />
        <Route path={`${CASH_UP_PATH}/:id`} element={<CashUpSummaryPage />} />
        <Route
          path={PAY_PATH}
          element={guarded(PayPage, PAY_RESOURCE, 'list', 'saluni.menu.pay')}
        />
        <Route
          path={PAY_STAFF_REPORT_PATH}
          element={guarded(
            StaffReportPage,
            PAY_RESOURCE,
            'list',
            'saluni.payScreens.staffReport.title',
          )}
        />
        <Route
          path={`${PAY_PATH}/statement/:start/:employeeId`}
          element={guarded(PayStatementPage, PAY_RESOURCE, 'list', 'saluni.menu.pay')}
        />
        {/* Every member reads their own pay. */}
        <Route path={MY_PAY_PATH} element={<MyPayPage />} />
      </CustomRoutes>
      {resourceScreens.map(({ declaration: _declaration, ...screens }) => (
        <Resource key={screens.name} {...screens} />
      ))}
      <Resource name={PRODUCTS_RESOURCE} list={InventoryHub} create={ProductCreate}>
        <Route path="edit/:productId" element={<ProductEdit />} />
      </Resource>
    </Admin>
  );
};

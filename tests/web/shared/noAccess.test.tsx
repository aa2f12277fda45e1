import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Admin, CustomRoutes, HttpError, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { RequireAccess } from '../../../src/shared/NoAccess';
import { business, fakeServer, staffOf, userWith } from '../support/fakeServer';
import { LayoutApp } from '../support/layoutApp';
import { memoryDataProvider, TestApp } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const salon = business('b1', 'Salon One');
/** Job titles only: every other screen is refused to this role. */
const staff = staffOf(salon, { 'employees Job Title': ['read'] });
const staffAuth = () =>
  createAuthProvider(
    createSaluniDataProvider(fakeServer({ currentUser: () => userWith([staff]) }).http),
  );

afterEach(() => i18nProvider.changeLocale('en'));

describe('a screen the role may not see says so, in both languages', () => {
  test('a registry list names what is refused and asks nothing of the server', async () => {
    const dataProvider = memoryDataProvider({ 'service-category': [{ id: 's', name: 'Braids' }] });
    render(
      <LayoutApp authProvider={staffAuth()} dataProvider={dataProvider} path="/service-category" />,
    );
    expect(await screen.findByText('You do not have access to Service categories')).toBeTruthy();
    expect(screen.getByText(/Ask the business owner or an admin/)).toBeTruthy();
    expect(dataProvider.getList).not.toHaveBeenCalledWith('service-category', expect.anything());
  });

  test('its create screen too', async () => {
    render(
      <LayoutApp
        authProvider={staffAuth()}
        dataProvider={memoryDataProvider({})}
        path="/job-title/create"
      />,
    );
    expect(await screen.findByText('You do not have access to Job titles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  test('in Swahili', async () => {
    await i18nProvider.changeLocale('sw');
    render(
      <LayoutApp
        authProvider={staffAuth()}
        dataProvider={memoryDataProvider({})}
        path="/service-category"
      />,
    );
    expect(await screen.findByText(/^Huna ruhusa ya kuona Kategoria za huduma$/i)).toBeTruthy();
    expect(screen.getByText(/Muombe mmiliki wa biashara/)).toBeTruthy();
  });

  test('a list the server refuses (403) says so instead of showing no rows', async () => {
    const dataProvider = memoryDataProvider({});
    dataProvider.getList.mockRejectedValue(new HttpError('Not allowed', 403));
    render(<TestApp dataProvider={dataProvider} path="/job-title" />);
    expect(await screen.findByText('You do not have access to Job titles')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });

  test('another failure shows its message', async () => {
    const dataProvider = memoryDataProvider({});
    dataProvider.getList.mockRejectedValue(new HttpError('The server is resting', 503));
    render(<TestApp dataProvider={dataProvider} path="/job-title" />);
    expect(await screen.findByText('The server is resting')).toBeTruthy();
  });

  test('a screen of its own route is named by its label, and not drawn', async () => {
    render(
      <TestMemoryRouter initialEntries={['/calendar']}>
        <Admin
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          authProvider={staffAuth()}
          dataProvider={memoryDataProvider({})}
          i18nProvider={i18nProvider}
          disableTelemetry
        >
          <CustomRoutes>
            <Route
              path="/calendar"
              element={
                <RequireAccess resource="appointment" action="list" label="saluni.calendar.title">
                  <p>the calendar</p>
                </RequireAccess>
              }
            />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('You do not have access to Calendar')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('the calendar')).toBeNull());
  });
});

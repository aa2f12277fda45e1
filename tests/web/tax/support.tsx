import { renderOverFakeServer } from '../support/screenOverFakeServer';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { Business, Role } from '../../../src/business/types';
import { dataProvider as appDataProvider } from '../../../src/dataProvider';
import { business, ownerOf, type Replies } from '../support/fakeServer';
import { memoryDataProvider } from '../support/testAdmin';

export const nairobiSalon = business('b1', 'Salon One');
export const sydneySalon: Business = {
  ...business('b1', 'Bondi Hair'),
  country: 'AU',
  timezone: 'Australia/Sydney',
  currency: 'AUD',
};

/** A screen at `path` over a fake API: the app's real dataProvider calls and HTTP client, as `role`. */
export const renderWithServer = (
  screenElement: ReactElement,
  replies: Replies,
  role: Role = ownerOf(nairobiSalon),
  path = '/screen',
) =>
  renderOverFakeServer({
    path,
    replies,
    role,
    dataProvider: { ...memoryDataProvider({}), ...appDataProvider },
    routes: (
      <>
        <Route path="/screen" element={screenElement} />
        <Route path="/order/:id" element={<p>The order page</p>} />
      </>
    ),
  });

import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { business, fakeServer, ownerOf, staffOf, userWith } from '../support/fakeServer';
import { LayoutApp } from '../support/layoutApp';
import { memoryDataProvider } from '../support/testAdmin';

const SLOW = { timeout: 10_000 };
const salon = business('b1', 'Salon One');

/** The app's menu for a user holding `role`: the real authProvider over a fake GET /v1/user. */
const renderMenuAs = (role: Role) => {
  const server = fakeServer({ currentUser: () => userWith([role]) });
  render(
    <LayoutApp
      authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
      dataProvider={memoryDataProvider({})}
      path="/job-title"
    />,
  );
};

/** The menu items under the Reports header, once the area's access checks have answered. */
const reportsEntries = async () => {
  // The area shows its header and its entries together, once every check of it has answered.
  const header = await screen.findByText('Reports', { selector: 'li' }, SLOW);
  const items: Element[] = [];
  // The area's items follow its header up to the next area's header.
  for (
    let next = header.nextElementSibling;
    next && !next.classList.contains('MuiListSubheader-root');
    next = next.nextElementSibling
  )
    items.push(
      ...(next.matches('[role="menuitem"]')
        ? [next]
        : within(next as HTMLElement).queryAllByRole('menuitem')),
    );
  return items.map((item) => [item.textContent?.trim() ?? '', item.getAttribute('href')]);
};

describe('the reports menu', () => {
  test('offers an owner the staff report, opening its one route under /pay', async () => {
    renderMenuAs(ownerOf(salon));
    expect(await reportsEntries()).toContainEqual(['Staff performance', '/pay/staff-report']);
  });

  test('hides the staff report from a role that reads the sales report but not Pay', async () => {
    renderMenuAs(staffOf(salon, { 'reports.Sales': ['read'] }));
    const entries = (await reportsEntries()).map(([label]) => label);
    expect(entries).toContain('Sales report');
    expect(entries).not.toContain('Staff performance');
  });

  test('shows it to a role that reads Pay only, as the Pay entry', async () => {
    renderMenuAs(staffOf(salon, { 'staff.Pay': ['read'] }));
    expect(await reportsEntries()).toEqual([['Staff performance', '/pay/staff-report']]);
    expect(screen.getByRole('menuitem', { name: 'Pay' })).toBeTruthy();
  });
});

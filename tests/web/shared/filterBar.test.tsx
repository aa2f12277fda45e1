import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { FilterBar } from '../../../src/shared/FilterBar';
import { memoryDataProvider } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/** Every media query matches or none does: a phone (max-width queries) or a wide screen. */
const screenWhere = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));

const renderBar = (active: number) =>
  render(
    <AdminContext
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      dataProvider={memoryDataProvider({})}
      i18nProvider={i18nProvider}
    >
      <FilterBar active={active} search={<input aria-label="Search" />}>
        <input aria-label="Warehouse" />
      </FilterBar>
    </AdminContext>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilterBar', () => {
  test('on a wide screen every filter sits in the row, with no Filters button', async () => {
    screenWhere(false);
    renderBar(1);
    expect(await screen.findByRole('textbox', { name: 'Warehouse' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });

  test('on a phone the search stays and the other filters fold behind Filters, which counts those in use', async () => {
    screenWhere(true);
    renderBar(2);
    const toggle = await screen.findByRole('button', { name: /Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('2');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Warehouse' })).toBeTruthy();
  });
});

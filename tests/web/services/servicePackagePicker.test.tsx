import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Form, TestMemoryRouter } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { ServicePackagePicker } from '../../../src/services/ServicePackagePicker';
import { allowAllAuthProvider, memoryDataProvider } from '../support/testAdmin';

const packages = [
  { id: 'p1', name: 'Cut and wash', services: ['s1', 's2'], price: 1800 },
  { id: 'p2', name: 'Empty box', services: [], price: 0 },
];

const renderPicker = (store: Record<string, typeof packages>, multiple: boolean) =>
  render(
    <TestMemoryRouter>
      <AdminContext
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        dataProvider={memoryDataProvider(store)}
        authProvider={allowAllAuthProvider}
        i18nProvider={i18nProvider}
      >
        <Form>
          <ServicePackagePicker
            source={multiple ? 'servicePackageIds' : 'servicePackageId'}
            multiple={multiple}
          />
        </Form>
      </AdminContext>
    </TestMemoryRouter>,
  );

const openOptions = async () => {
  const input = await screen.findByRole('combobox');
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return within(await screen.findByRole('listbox'));
};

describe('ServicePackagePicker', () => {
  test.each([true, false])(
    'shows a package with no services disabled (multiple: %s)',
    async (multiple) => {
      renderPicker({ 'service-package': packages }, multiple);
      const options = await openOptions();
      const full = await options.findByRole('option', { name: 'Cut and wash' });
      const empty = options.getByRole('option', { name: 'Empty box (no services)' });
      expect(full.getAttribute('aria-disabled')).not.toBe('true');
      expect(empty.getAttribute('aria-disabled')).toBe('true');
    },
  );

  test('says so when the business has no packages', async () => {
    renderPicker({ 'service-package': [] }, true);
    const input = await screen.findByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByText('No service packages Available')).toBeTruthy();
  });
});

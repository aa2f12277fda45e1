import { fireEvent, screen, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TaxClassInput } from '../../../src/tax';
import { ownerOf } from '../support/fakeServer';
import { renderWithServer, sydneySalon } from './support';

afterEach(() => vi.unstubAllGlobals());

const formWith = (taxClass: string | null, onSubmit: (values: object) => void) => (
  <Form record={{ id: 's1', taxClass }} onSubmit={onSubmit}>
    <TaxClassInput />
    <button type="submit">Save</button>
  </Form>
);

const choose = async (option: string) => {
  fireEvent.mouseDown(await screen.findByLabelText('Tax class'));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(option));
};

describe('the tax class input', () => {
  test("lists Kenya's bands with their rates, the standard one as the default (null)", async () => {
    const submitted = vi.fn();
    renderWithServer(formWith('E', submitted), {});
    fireEvent.mouseDown(await screen.findByLabelText('Tax class'));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Standard (B, 16%) (the default)',
      'Exempt (A)',
      'Standard (B, 16%)',
      'Zero-rated (C, 0%)',
      'Non-VAT (D)',
      'Reduced (E, 8%)',
    ]);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByText('Standard (B, 16%) (the default)'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toMatchObject({ taxClass: null });
  });

  test('offers an Australian business GST or GST-free', async () => {
    const submitted = vi.fn();
    renderWithServer(formWith(null, submitted), {}, ownerOf(sydneySalon));
    // Null shows as the country's standard band, once the business is known.
    await screen.findByText('GST (10%) (the default)');
    await choose('GST-free');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toMatchObject({ taxClass: 'FRE' });
    expect(screen.getByLabelText('Tax class').textContent).toBe('GST-free');
  });
});

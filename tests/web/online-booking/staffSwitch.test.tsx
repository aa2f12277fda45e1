import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

describe('the staff form’s online bookings switch', () => {
  test('a new employee takes online bookings unless switched off', async () => {
    const dataProvider = memoryDataProvider({ 'job-title': [], employee: [] });
    render(<TestApp dataProvider={dataProvider} path="/employee/create" />);
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Achieng' } });
    const takes = screen.getByLabelText('Takes online bookings') as HTMLInputElement;
    expect(takes.checked).toBe(true);
    fireEvent.click(takes);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      fullName: 'Achieng',
      takesOnlineBookings: false,
    });
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../../../registry/staff/workingHours';
import { memoryDataProvider, TestApp } from '../support/testAdmin';

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('employee form', () => {
  test('creates a staff member with the default week, changed per day', async () => {
    const dataProvider = memoryDataProvider({ employee: [], 'job-title': [] });
    render(<TestApp dataProvider={dataProvider} path="/employee/create" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Wanjiku Mwangi' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'wanjiku@example.com' },
    });
    // Monday to Saturday on, Sunday off by default.
    expect((screen.getByRole('switch', { name: 'Monday Works' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'Sunday Works' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Saturday Works' }));
    fireEvent.change(screen.getByLabelText('Monday Start'), { target: { value: '09:30' } });
    save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const [, { data }] = dataProvider.create.mock.calls[0]!;
    expect(data).toMatchObject({ fullName: 'Wanjiku Mwangi', email: 'wanjiku@example.com' });
    expect(data.workingHours).toEqual(
      DEFAULT_WORKING_HOURS.map((day) =>
        day.day === 'saturday'
          ? { ...day, working: false }
          : day.day === 'monday'
            ? { ...day, start: '09:30' }
            : day,
      ),
    );
    expect(await screen.findByText('Staff created')).toBeTruthy();
  });

  test('shows the spec messages and sends nothing while the form is wrong', async () => {
    const dataProvider = memoryDataProvider({ employee: [], 'job-title': [] });
    render(<TestApp dataProvider={dataProvider} path="/employee/create" />);
    // Passes the browser's own e-mail check but not the spec pattern (a dot after the @).
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'wanjiku@salon' },
    });
    fireEvent.change(screen.getByLabelText('Tuesday End'), { target: { value: '07:00' } });
    save();
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    expect(screen.getByText('A working day must end after it starts')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('edits the hours of an existing employee', async () => {
    const stored = {
      id: 'e1',
      _id: 'e1',
      fullName: 'Otieno',
      email: null,
      phone: null,
      jobTitleId: null,
      image: null,
      workingHours: DEFAULT_WORKING_HOURS,
    };
    const dataProvider = memoryDataProvider({ employee: [stored], 'job-title': [] });
    render(<TestApp dataProvider={dataProvider} path="/employee/e1" />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Sunday Works' }));
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, { data }] = dataProvider.update.mock.calls[0]!;
    expect((data.workingHours as typeof DEFAULT_WORKING_HOURS)[6]).toEqual({
      day: 'sunday',
      working: true,
      start: '08:00',
      end: '18:00',
    });
    expect(await screen.findByText('Staff updated')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MessageSettingsForm } from '../../../src/notifications/MessageSettingsForm';
import { renderWithServer, SETTINGS } from './support';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('messages settings', () => {
  test('shows the default reminders and the country’s sending window', async () => {
    renderWithServer(<MessageSettingsForm canEdit />, { messageSettingsGet: () => SETTINGS });
    await screen.findByText('Messages to clients');
    const amounts = screen.getAllByLabelText('Before the appointment') as HTMLInputElement[];
    expect(amounts.map((one) => one.value)).toEqual(['1', '2']);
    expect(screen.getByText('Empty: the country’s usual hours, 07:00–19:00')).toBeTruthy();
  });

  test('saves a new reminder, the sender name and a switched-on automation', async () => {
    const server = renderWithServer(<MessageSettingsForm canEdit />, {
      messageSettingsGet: () => SETTINGS,
      messageSettingsSave: (request) => ({ ...SETTINGS, ...(request.body as object), saved: true }),
    });
    await screen.findByText('Messages to clients');
    fireEvent.click(screen.getByRole('button', { name: 'Add a reminder' }));
    const amounts = screen.getAllByLabelText('Before the appointment');
    fireEvent.change(amounts[2]!, { target: { value: '6' } });
    fireEvent.change(input('Sender name'), { target: { value: 'Salon One' } });
    fireEvent.click(screen.getByLabelText('Send birthday wishes'));
    fireEvent.click(screen.getByRole('button', { name: 'Save messages settings' }));
    await screen.findByText('Messages settings saved');
    const body = server.received('PUT', '/v1/message-settings')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      businessId: 'b1',
      reminders: [
        { minutesBefore: 1440, enabled: true },
        { minutesBefore: 120, enabled: true },
        { minutesBefore: 360, enabled: true },
      ],
      senderName: 'Salon One',
      quietHoursStart: null,
      automations: { birthday: { enabled: true } },
    });
  });

  test('shows the server’s message under the reminder it names', async () => {
    const message = 'A reminder goes from 15 minutes to 7 days before';
    renderWithServer(<MessageSettingsForm canEdit />, {
      messageSettingsGet: () => SETTINGS,
      messageSettingsSave: () =>
        Response.json(
          {
            error: {
              message,
              code: 'VALIDATION_FAILED',
              fields: { 'reminders.1.minutesBefore': message },
            },
          },
          { status: 422 },
        ),
    });
    await screen.findByText('Messages to clients');
    fireEvent.change(screen.getAllByLabelText('Before the appointment')[1]!, {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save messages settings' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    const field = screen.getAllByLabelText('Before the appointment')[1]!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  test('shows a message about the whole list (the server names `reminders`) under the list', async () => {
    const message = 'Each reminder must have its own time';
    renderWithServer(<MessageSettingsForm canEdit />, {
      messageSettingsGet: () => SETTINGS,
      messageSettingsSave: () =>
        Response.json(
          { error: { message, code: 'VALIDATION', fields: { reminders: message } } },
          { status: 422 },
        ),
    });
    await screen.findByText('Messages to clients');
    fireEvent.click(screen.getByRole('button', { name: 'Save messages settings' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((node) => node.textContent === message)).toBe(true),
    );
  });
});

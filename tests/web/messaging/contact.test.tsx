import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ownerOf, staffOf } from '../support/fakeServer';
import {
  chooseCategory,
  message,
  openContact,
  renderDashboard,
  salon,
  sms,
  summary,
  toasts,
  setUpMessagingTests,
  withBalance,
} from '../support/messaging';

setUpMessagingTests();

describe('Contact Client', () => {
  test('is not offered to staff who may not send client messages', async () => {
    renderDashboard(() =>
      staffOf(salon, {
        'appointments.Appointments': ['read'],
        'marketing.Client Messages': ['read'],
      }),
    );
    const bar = await screen.findByRole('toolbar', { name: 'Dashboard' });
    await waitFor(() =>
      expect(within(bar).queryByRole('button', { name: 'Add Appointment' })).toBeNull(),
    );
    expect(within(bar).queryByRole('button', { name: 'Contact Client' })).toBeNull();
  });

  test('e-mail: the spec’s messages, then Email(s) sent and the summary of who was skipped and why', async () => {
    const server = renderDashboard(() => ownerOf(salon), {
      clientEmailSend: (request) => [
        {
          ...message,
          ...(request.body as object),
          summary: summary({ total: 3, queued: 1, skipped: 2, optedOut: 1, noAddress: 1 }),
        },
      ],
    });
    const dialog = await openContact('Email');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Send' })[0]!);
    expect(await within(dialog).findByText('Subject field is required')).toBeTruthy();
    expect(within(dialog).getByText('Body field is required')).toBeTruthy();
    const selection = within(dialog)
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('Selection required'))!;
    expect(selection.textContent).toBe(
      'Selection requiredPlease select at least one client or category',
    );

    const panel = within(dialog).getAllByRole('tabpanel')[0]!;
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Clients' }), {
      target: { value: 'Zaw' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
    fireEvent.change(within(panel).getByLabelText('Subject'), {
      target: { value: 'Holiday hours' },
    });
    fireEvent.change(within(panel).getByLabelText('Body'), {
      target: { value: 'We open at 10 on Monday.' },
    });
    await waitFor(() => expect(within(dialog).queryByText('Selection required')).toBeNull());
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email(s) sent')).toBeTruthy();
    expect(server.received('POST', '/v1/client-email').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        clientIds: ['c1'],
        categoryIds: [],
        subject: 'Holiday hours',
        intro: 'We open at 10 on Monday.',
      },
    ]);
    const report = await within(dialog).findByRole('status');
    expect(report.textContent).toContain('Queued for 1 of 3 clients.');
    expect(report.textContent).toContain('Not sent to 2 of 3 clients:');
    expect(report.textContent).toContain('1 opted out');
    expect(report.textContent).toContain('1 without an address');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('SMS: Message field is required, the live counter, then SMS(s) will be sent shortly. and the balance fetched again', async () => {
    let balance = 50;
    const server = renderDashboard(() => ownerOf(withBalance(balance)), {
      clientSmsSend: () => {
        balance = 48;
        return [sms()];
      },
    });
    const dialog = await openContact('SMS');
    const panel = within(dialog).getByRole('tabpanel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Message field is required')).toBeTruthy();
    expect(within(panel).getByText('Please select at least one client or category')).toBeTruthy();

    await chooseCategory(dialog);
    fireEvent.change(within(panel).getByLabelText('Message'), {
      target: { value: 'x'.repeat(161) },
    });
    expect(within(panel).getByText('161 characters · 2 SMS per client')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Message'), { target: { value: 'Habari 😊' } });
    expect(within(panel).getByText('8 characters · 1 SMS per client')).toBeTruthy();
    expect(within(panel).getByText('SMS left: 50')).toBeTruthy();
    const usersBefore = server.received('GET', '/v1/user').length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('SMS(s) will be sent shortly.')).toBeTruthy();
    expect(server.received('POST', '/v1/client-sms').map((request) => request.body)).toEqual([
      { businessId: 'b1', clientIds: [], categoryIds: ['cat1'], message: 'Habari 😊' },
    ]);
    // Everyone got it: the dialog closes, and the debited balance was asked for.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.received('GET', '/v1/user').length).toBeGreaterThan(usersBefore);
    expect(toasts).toEqual([
      'error: The form is not valid. Please check for errors',
      'success: SMS(s) will be sent shortly.',
    ]);
  });
});

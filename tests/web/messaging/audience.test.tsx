import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { MessageAudience } from '../../../registry/messages';
import { ownerOf } from '../support/fakeServer';
import {
  chooseCategory,
  openContact,
  renderDashboard,
  salon,
  setUpMessagingTests,
} from '../support/messaging';

setUpMessagingTests();

const audience: MessageAudience = {
  recipients: 12,
  skipped: { noConsent: 3, optedOut: 1, noAddress: 2 },
};

describe('Contact Client counts who it will reach before sending', () => {
  test('SMS: the count follows the chosen category, with who is skipped and why', async () => {
    const server = renderDashboard(() => ownerOf(salon), { clientAudience: () => audience });
    const dialog = await openContact('SMS');
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).queryByRole('status')).toBeNull();
    await chooseCategory(dialog);
    const line = await within(panel).findByRole('status', {}, { timeout: 3000 });
    expect(line.textContent).toBe(
      '12 clients will get this message; 3 are skipped because they have not agreed to marketing, 1 opted out, 2 have no phone number',
    );
    await waitFor(() =>
      expect(
        server.received('POST', '/v1/client-audience').map((request) => request.body),
      ).toContainEqual({ businessId: 'b1', clientIds: [], categoryIds: ['cat1'], channel: 'sms' }),
    );
  });

  test('e-mail: one client reached and none skipped says only that', async () => {
    renderDashboard(() => ownerOf(salon), {
      clientAudience: () => ({
        recipients: 1,
        skipped: { noConsent: 0, optedOut: 0, noAddress: 0 },
      }),
    });
    const dialog = await openContact('Email');
    const panel = within(dialog).getAllByRole('tabpanel')[0]!;
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Clients' }), {
      target: { value: 'Zaw' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
    const line = await within(panel).findByRole('status', {}, { timeout: 3000 });
    expect(line.textContent).toBe('1 client will get this message');
  });
});

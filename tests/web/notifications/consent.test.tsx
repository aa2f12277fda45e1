import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ClientConsent } from '../../../registry/messages';
import { ConsentSection } from '../../../src/notifications/ConsentSection';
import { renderWithServer } from './support';

afterEach(() => vi.unstubAllGlobals());

const consent = (patch: Partial<ClientConsent>): ClientConsent => ({
  id: 'k1',
  clientId: 'c1',
  channel: 'sms',
  granted: true,
  method: 'booking-page',
  recordedBy: null,
  note: null,
  createdAt: '2026-11-20T07:00:00.000Z',
  ...patch,
});

describe('marketing consent', () => {
  test('says plainly when nothing is recorded', async () => {
    renderWithServer(<ConsentSection clientId="c1" />, { clientConsentList: () => [] });
    expect(await screen.findByText('No consent recorded yet.')).toBeTruthy();
    expect(screen.getByText('SMS: no')).toBeTruthy();
  });

  test('shows the state and the log, and records a signed consultation form', async () => {
    let log = [
      consent({
        id: 'k2',
        channel: 'email',
        granted: false,
        method: 'unsubscribe-link',
        createdAt: '2026-11-21T07:00:00.000Z',
      }),
      consent({}),
    ];
    const server = renderWithServer(<ConsentSection clientId="c1" />, {
      clientConsentList: () => log,
      clientConsentRecord: (request) => {
        const body = request.body as Pick<ClientConsent, 'channel' | 'granted' | 'method' | 'note'>;
        const recorded = consent({
          id: 'k3',
          ...body,
          recordedBy: 'u1',
          createdAt: '2026-11-28T09:30:00.000Z',
        });
        log = [recorded, ...log];
        return recorded;
      },
    });
    const list = await screen.findByRole('list', { name: 'Consent record' });
    const lines = list.querySelectorAll('li');
    expect(lines[0]!.textContent).toContain('E-mail · Withdrawn · Unsubscribe link');
    // 07:00 UTC is 10:00 in Nairobi.
    expect(lines[1]!.textContent).toContain('20/11/2026 10:00');
    expect(lines[1]!.textContent).toContain('Booking page');
    expect(screen.getByText('SMS: yes')).toBeTruthy();
    expect(screen.getByText('E-mail: no')).toBeTruthy();
    expect(server.received('GET', '/v1/client-consent')[0]!.query.get('clientId')).toBe('c1');

    fireEvent.mouseDown(screen.getByLabelText('Channel'));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('E-mail'));
    fireEvent.mouseDown(screen.getByLabelText('How'));
    expect(
      within(screen.getByRole('listbox')).getByText('Told us in person / on the client form'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Signed consultation form'));
    fireEvent.change(screen.getByLabelText('Note'), {
      target: { value: 'Form of 28 Nov, in the file' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Form of 28 Nov, in the file');
    expect(server.received('POST', '/v1/client-consent')[0]!.body).toEqual({
      businessId: 'b1',
      clientId: 'c1',
      channel: 'email',
      granted: true,
      method: 'consultation-form',
      note: 'Form of 28 Nov, in the file',
    });
    await waitFor(() => expect(screen.getByText('E-mail: yes')).toBeTruthy());
    const newest = screen.getByRole('list', { name: 'Consent record' }).querySelector('li')!;
    expect(newest.textContent).toContain('E-mail · Given · Signed consultation form');
    expect(newest.textContent).toContain('28/11/2026 12:30 · recorded by staff');
  });
});

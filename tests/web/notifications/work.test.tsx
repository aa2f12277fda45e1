import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ConversationEntry, ScheduledJobsDocument } from '../../../registry/messages';
import { ConversationPanel } from '../../../src/notifications/ConversationPanel';
import { ScheduledWorkCard } from '../../../src/notifications/ScheduledWorkCard';
import { renderWithServer } from './support';

afterEach(() => vi.unstubAllGlobals());

const JOBS: ScheduledJobsDocument = {
  jobs: [
    {
      name: 'appointment-messages',
      intervalSeconds: 60,
      status: 'failing',
      nextRunAt: '2026-11-28T10:05:00.000Z',
      lastFinishedAt: '2026-11-28T10:04:00.000Z',
      lastError: 'Provider unreachable',
      failures: 3,
      runs: 40,
    },
  ],
  pendingMessages: { count: 5, waitingForWindow: 2, nextAt: '2026-11-28T04:00:00.000Z' },
};

describe('scheduled work', () => {
  test('lists the jobs and the waiting messages in the salon’s zone, and refreshes', async () => {
    const server = renderWithServer(<ScheduledWorkCard />, { scheduledJobs: () => JOBS });
    expect(await screen.findByText('Confirmations and reminders')).toBeTruthy();
    expect(screen.getByText('Failing')).toBeTruthy();
    expect(screen.getByText('Provider unreachable')).toBeTruthy();
    // 10:04 UTC is 13:04 in Nairobi.
    expect(screen.getByText('28/11/2026 13:04')).toBeTruthy();
    expect(screen.getByText('Messages waiting to go: 5')).toBeTruthy();
    expect(screen.getByText(/Waiting for the sending window: 2/).textContent).toContain(
      'Next one at 28/11/2026 07:00',
    );
    // The card's own button, beside the app bar's.
    fireEvent.click(
      screen
        .getAllByRole('button', { name: 'Refresh' })
        .find((button) => button.textContent === 'Refresh')!,
    );
    await waitFor(() => expect(server.received('GET', '/v1/scheduled-jobs')).toHaveLength(2));
  });
});

const entry = (patch: Partial<ConversationEntry>): ConversationEntry => ({
  id: 'e1',
  direction: 'out',
  channel: 'sms',
  kind: 'reminder',
  body: 'See you tomorrow at 10:00',
  status: 'delivered',
  action: null,
  appointmentId: 'a1',
  at: '2026-11-27T07:00:00.000Z',
  ...patch,
});

describe('conversation panel', () => {
  test('says plainly when there are no messages yet', async () => {
    renderWithServer(<ConversationPanel clientId="c1" />, {
      conversationGet: () => [],
      clientConsentList: () => [],
    });
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(await screen.findByText('No consent recorded yet.')).toBeTruthy();
  });

  test('shows the messages newest first, and sends a reply', async () => {
    let entries = [
      entry({}),
      entry({
        id: 'e2',
        direction: 'in',
        kind: null,
        body: 'C',
        status: 'received',
        action: 'confirmed',
        at: '2026-11-27T08:00:00.000Z',
      }),
    ];
    const server = renderWithServer(<ConversationPanel clientId="c1" appointmentId="a1" />, {
      conversationGet: () => entries,
      conversationReply: (request) => {
        const sent = entry({
          id: 'e3',
          kind: 'reply',
          body: (request.body as { body: string }).body,
          status: 'pending',
          at: '2026-11-27T09:00:00.000Z',
        });
        entries = [...entries, sent];
        return sent;
      },
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const lines = list.querySelectorAll('li');
    expect(lines[0]!.textContent).toContain('Confirmed by reply');
    expect(lines[0]!.textContent).toContain('27/11/2026 11:00');
    expect(lines[1]!.textContent).toContain('Reminder before the appointment');
    expect(server.received('GET', '/v1/conversation')[0]!.query.get('appointmentId')).toBe('a1');

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you!');
    expect(server.received('POST', '/v1/conversation')[0]!.body).toEqual({
      businessId: 'b1',
      clientId: 'c1',
      appointmentId: 'a1',
      channel: 'sms',
      body: 'Thank you!',
    });
  });
});

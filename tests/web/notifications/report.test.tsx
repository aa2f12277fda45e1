import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MessagesReport } from '../../../registry/messages';
import { MessagesReportView } from '../../../src/reports/messages/MessagesReportView';
import { renderWithServer } from './support';

afterEach(() => vi.unstubAllGlobals());

const REPORT: MessagesReport = {
  channels: [{ channel: 'sms', sent: 40, delivered: 37, failed: 3, units: 52 }],
  confirmationsReceived: 12,
  months: [{ month: '2026-10', appointments: 80, noShows: 4, lateCancellations: 2 }],
};

describe('messages report', () => {
  test('shows each channel, the confirmations and the months, over the range’s days', async () => {
    const server = renderWithServer(
      <MessagesReportView
        range={{ startDate: '2026-09-30T21:00:00.000Z', endDate: '2026-11-30T21:00:00.000Z' }}
      />,
      { messagesReport: () => REPORT },
    );
    expect(await screen.findByText('Appointments confirmed by reply: 12')).toBeTruthy();
    const channels = screen.getByRole('table', { name: 'Messages by channel' });
    expect(channels.textContent).toContain('SMS40373');
    expect(channels.textContent).toContain('52');
    const months = screen.getByRole('table', {
      name: 'Appointments, no-shows and late cancellations by month',
    });
    expect(months.textContent).toContain('October 2026');
    expect(months.textContent).toContain('8042');
    const asked = server.received('GET', '/v1/report/messages')[0]!.query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-10-01', '2026-11-30']);
  });

  test('says so when nothing was sent', async () => {
    renderWithServer(<MessagesReportView range={{}} />, {
      messagesReport: () => ({ channels: [], confirmationsReceived: 0, months: [] }),
    });
    expect(await screen.findByText(/No messages sent in this period yet/)).toBeTruthy();
  });
});

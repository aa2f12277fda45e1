import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AuditEvent } from '../../../registry/audit';
import { ActivityList } from '../../../src/settings/screens';
import { RecordHistory } from '../../../src/shared/RecordHistory';
import { business, ownerOf, page, type ReceivedRequest } from '../support/fakeServer';
import { renderOverFakeServer } from '../support/screenOverFakeServer';

afterEach(() => vi.unstubAllGlobals());

const salon = business('b1', 'Salon One');

const event = (values: Partial<AuditEvent>): AuditEvent => ({
  _id: '1',
  createdAt: '2026-11-20T07:30:00.000Z',
  actor: { kind: 'user', userId: 'u1', fullName: 'Wanjiku Owner', apiKey: null },
  address: '203.0.113.7',
  route: 'PUT /v1/client/:id',
  action: 'update',
  table: 'client',
  recordId: 'c1',
  before: { fullName: 'Amina Wanjiru', updatedAt: '2026-11-19T10:00:00.000Z' },
  after: { fullName: 'Amina Otieno', updatedAt: '2026-11-20T07:30:00.000Z' },
  ...values,
});

const EVENTS = [
  event({}),
  event({
    _id: '2',
    action: 'create',
    table: 'service',
    recordId: 's1',
    before: null,
    after: { name: 'Braids', price: '1500.00' },
    actor: { kind: 'public', userId: null, fullName: null, apiKey: null },
    address: null,
  }),
  event({
    _id: '3',
    recordId: 'c2',
    before: { notes: null },
    after: { notes: 'Booked from the website' },
    actor: {
      kind: 'user',
      userId: 'u1',
      fullName: 'Wanjiku Owner',
      apiKey: { id: 'k1', name: 'Website' },
    },
  }),
];

const renderAt = (element: React.ReactElement, asked: ReceivedRequest[]) =>
  renderOverFakeServer({
    path: '/screen',
    role: ownerOf(salon),
    routes: <Route path="/screen" element={element} />,
    replies: {
      auditEventList: (request) => {
        asked.push(request);
        return page(EVENTS);
      },
    },
  });

describe('the Activity page', () => {
  test('lists who changed what, field by field with its label, and filters by record type and period', async () => {
    const asked: ReceivedRequest[] = [];
    renderAt(<ActivityList />, asked);
    expect(await screen.findByText('Full name: Amina Wanjiru → Amina Otieno')).toBeTruthy();
    expect(screen.getByText('Changed: Client · Wanjiku Owner')).toBeTruthy();
    expect(screen.getByText('Created: Service · A visitor (online)')).toBeTruthy();
    expect(screen.getAllByText(/From 203\.0\.113\.7/).length).toBeGreaterThan(0);
    // A program's write with a key is its maker's, and says which key.
    expect(screen.getByText('Changed: Client · Wanjiku Owner via API key Website')).toBeTruthy();
    // The timestamps every row carries are not changes worth reading.
    expect(screen.queryByText(/updatedAt|Updated/)).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText('Record type'));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Client'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await vi.waitFor(() => {
      const last = asked.at(-1)!.query;
      expect(last.get('table')).toBe('client');
      expect(last.get('from')).toBe('2026-11-01');
      expect(last.get('page')).toBe('1');
    });
  });
});

describe("a record's History", () => {
  test("asks for the record's entries only", async () => {
    const asked: ReceivedRequest[] = [];
    renderAt(<RecordHistory table="client" recordId="c1" />, asked);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
    await screen.findByText('Full name: Amina Wanjiru → Amina Otieno');
    const query = asked[0]!.query;
    expect([query.get('table'), query.get('recordId')]).toEqual(['client', 'c1']);
  });
});

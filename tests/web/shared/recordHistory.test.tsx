import { screen } from '@testing-library/react';
import { getTableColumns } from 'drizzle-orm';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RESOURCES } from '../../../registry';
import type { AuditEvent } from '../../../registry/audit';
import { appointments } from '../../../server/db/schema/appointments';
import { orders } from '../../../server/db/schema/orders';
import { flatten } from '../../../scripts/i18n/translations';
import { i18nProvider } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { sw } from '../../../src/i18n/sw';
import { historyEnglish } from '../../../src/shared/historyTexts.en';
import { RecordHistory } from '../../../src/shared/RecordHistory';
import { deepMerge, type MessageTree } from '../../../texts/merge';
import { business, ownerOf, page, type ReceivedRequest } from '../support/fakeServer';
import { renderOverFakeServer } from '../support/screenOverFakeServer';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

const CLIENT = '0193a1b2-0000-7000-8000-00000000c001';
const SELLER = '0193a1b2-0000-7000-8000-00000000a001';
const STYLIST = '0193a1b2-0000-7000-8000-00000000e001';
const OTHER_STYLIST = '0193a1b2-0000-7000-8000-00000000e002';
const BRAIDS = '0193a1b2-0000-7000-8000-00000000s001';

const orderCreated: AuditEvent = {
  _id: '1',
  createdAt: '2026-11-20T07:30:00.000Z',
  actor: { kind: 'user', userId: SELLER, fullName: 'Wanjiku Owner', apiKey: null },
  address: null,
  route: 'POST /v1/checkout',
  action: 'create',
  table: 'orders',
  recordId: 'o1',
  before: null,
  after: {
    clientId: CLIENT,
    userId: SELLER,
    cost: '1500.00',
    taxBands: [
      { band: 'standard', net: 129310, tax: 20690 },
      { band: 'exempt', net: 0, tax: 0 },
    ],
  },
};

const appointmentMoved: AuditEvent = {
  ...orderCreated,
  _id: '2',
  action: 'update',
  table: 'appointments',
  recordId: 'a1',
  before: {
    employeeId: STYLIST,
    serviceIds: [BRAIDS],
    startDate: '2026-11-21T07:00:00+00:00',
    status: 'booked',
    seriesId: null,
  },
  after: {
    employeeId: OTHER_STYLIST,
    serviceIds: [BRAIDS],
    startDate: '2026-11-21T08:00:00+00:00',
    status: 'cancelled',
    seriesId: '01a22900-489e-71bf-992d-465ca20e9c3a',
  },
};

const renderHistory = (events: AuditEvent[], asked: ReceivedRequest[] = []) =>
  renderOverFakeServer({
    path: '/screen',
    role: ownerOf(business('b1', 'Salon One')),
    routes: <Route path="/screen" element={<RecordHistory table="orders" recordId="o1" />} />,
    replies: {
      auditEventList: () => page(events),
      'client.list': (request) => {
        asked.push(request);
        return page([{ _id: CLIENT, fullName: 'Amina Otieno' }]);
      },
      'employee.list': (request) => {
        asked.push(request);
        return page([
          { _id: STYLIST, fullName: 'Neema Stylist' },
          { _id: OTHER_STYLIST, fullName: 'Achieng Stylist' },
        ]);
      },
      'service.list': () => page([{ _id: BRAIDS, name: 'Braids' }]),
    },
  });

describe("a record's History", () => {
  test('labels every field, names the records and people it refers to, and sums up structured data', async () => {
    const asked: ReceivedRequest[] = [];
    renderHistory([orderCreated, appointmentMoved], asked);
    expect(await screen.findByText('Client: Amina Otieno')).toBeTruthy();
    expect(screen.getByText('Sold by: Wanjiku Owner')).toBeTruthy();
    expect(screen.getByText('Tax by band: 2 entries')).toBeTruthy();
    expect(screen.getByText(/^Total: KES\s?1,500\.00$/)).toBeTruthy();
    expect(await screen.findByText('Staff member: Neema Stylist → Achieng Stylist')).toBeTruthy();
    expect(screen.getByText('Services: Braids → Braids')).toBeTruthy();
    expect(screen.getByText(/^Starts: .*10:00.* → .*11:00/)).toBeTruthy();
    expect(screen.getByText('Status: Booked → Cancelled')).toBeTruthy();
    // An id no record stands for (a recurring series) is shown short.
    expect(screen.getByText('Recurring series: empty → #01a22900')).toBeTruthy();
    // No id and no field name is shown as it is stored.
    expect(document.body.textContent).not.toMatch(/0193a1b2|01a22900-|userId|taxBands|employeeId/);
    // One look-up per resource for the whole page of entries, naming only the ids shown.
    const clientLookups = asked.filter((request) => request.path.includes('client'));
    expect(clientLookups).toHaveLength(1);
    expect(clientLookups[0]!.query.get('ids')).toBe(CLIENT);
  });

  test('speaks Swahili, and shows a short id for a record that is no longer there', async () => {
    await i18nProvider.changeLocale('sw');
    const removed = {
      ...orderCreated,
      _id: '3',
      after: { clientId: '0193ffff-0000-7000-8000-000000000000' },
    };
    renderHistory([removed, orderCreated]);
    expect(await screen.findByText('Mteja: Amina Otieno')).toBeTruthy();
    expect(screen.getByText('Imeuzwa na: Wanjiku Owner')).toBeTruthy();
    expect(screen.getByText('Kodi kwa kundi: vipengele 2')).toBeTruthy();
    expect(screen.getByText('Mteja: #0193ffff')).toBeTruthy();
  });
});

/** The texts a History may show, in both languages (the History's own arrive with its chunk). */
const english = flatten(deepMerge(en as unknown as MessageTree, historyEnglish));
const swahili = flatten(sw as unknown as MessageTree);
const UNTOLD = new Set(['id', 'businessId', 'createdAt', 'updatedAt']);

const labelled = (catalogue: Map<string, string>, table: string, field: string) =>
  [
    `resources.${table}.fields.${field}`,
    `saluni.history.fields.${table}.${field}`,
    `saluni.history.fields.common.${field}`,
  ].some((key) => catalogue.get(key));

describe('the History’s labels', () => {
  test('every declared field of every resource, and every column of orders and appointments, has one in English and Swahili', () => {
    const fields = [
      ...RESOURCES.flatMap((resource) =>
        Object.keys(resource.fields).map((field) => [resource.name, field] as const),
      ),
      ...(
        [
          ['orders', orders],
          ['appointments', appointments],
        ] as const
      ).flatMap(([table, columns]) =>
        Object.keys(getTableColumns(columns)).map((field) => [table, field] as const),
      ),
    ].filter(([, field]) => !UNTOLD.has(field));
    const missing = fields.filter(
      ([table, field]) => !labelled(english, table, field) || !labelled(swahili, table, field),
    );
    expect(missing).toEqual([]);
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '../../../registry/webhooks';
import {
  dataProvider as appDataProvider,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { WebhookSettings } from '../../../src/settings/WebhookSettings';
import { business, fakeServer, ownerOf, userWith, type Replies } from '../support/fakeServer';
import { memoryDataProvider } from '../support/testAdmin';

const salon = business('b1', 'Salon One');
const ENDPOINT: WebhookEndpoint = {
  _id: 'e1',
  businessId: 'b1',
  url: 'https://hooks.example.com/saluni',
  events: ['appointment.created'],
  active: true,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const FAILED: WebhookDelivery = {
  _id: 'd1',
  endpointId: 'e1',
  eventId: 'v1',
  eventType: 'appointment.created',
  status: 'pending',
  attempts: 2,
  nextAttemptAt: '2026-11-29T11:00:00.000Z',
  lastStatusCode: 500,
  lastResponseBody: 'down',
  lastDurationMs: 12,
  lastError: null,
  deliveredAt: null,
  createdAt: '2026-11-29T10:00:00.000Z',
};

const WEBHOOK_METHODS = [
  'getWebhookEndpoints',
  'createWebhookEndpoint',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'getWebhookDeliveries',
  'resendWebhookDelivery',
] as const;

/** The card over a fake API: the app's real dataProvider calls and HTTP client. */
const renderCard = (replies: Replies, canEdit = true) => {
  const server = fakeServer({ currentUser: () => userWith([ownerOf(salon)]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/settings']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={{
          ...memoryDataProvider({}),
          ...Object.fromEntries(WEBHOOK_METHODS.map((name) => [name, appDataProvider[name]])),
        }}
        i18nProvider={i18nProvider}
        notification={Toast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/settings" element={<WebhookSettings canEdit={canEdit} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('webhooks settings card', () => {
  test('adds an endpoint and shows its secret once', async () => {
    const server = renderCard({
      webhookEndpointList: () => [],
      webhookEndpointCreate: (request) => ({
        ...ENDPOINT,
        ...(request.body as object),
        secret: 'whsec_abc',
      }),
    });
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    fireEvent.change(screen.getByLabelText('Endpoint address'), {
      target: { value: ' https://hooks.example.com/saluni ' },
    });
    fireEvent.click(screen.getByLabelText('order.paid'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(((await screen.findByLabelText('Secret')) as HTMLInputElement).value).toBe('whsec_abc');
    expect(server.received('POST', '/v1/webhook-endpoint').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        url: 'https://hooks.example.com/saluni',
        events: ['order.paid'],
        active: true,
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('Secret')).toBeNull());
  });

  test('shows the server’s message on the address it refused', async () => {
    const message = 'Must be an https address of a public server';
    renderCard({
      webhookEndpointList: () => [],
      webhookEndpointCreate: () =>
        Response.json(
          { error: { message, code: 'VALIDATION_FAILED', fields: { url: message } } },
          { status: 422 },
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    fireEvent.change(screen.getByLabelText('Endpoint address'), {
      target: { value: 'http://10.0.0.1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  test('lists the deliveries of an endpoint and resends one', async () => {
    const server = renderCard({
      webhookEndpointList: () => [ENDPOINT],
      webhookDeliveryList: () => [FAILED],
      webhookDeliveryResend: () => ({ ...FAILED, nextAttemptAt: FAILED.createdAt }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/2 attempts · last answer 500/)).toBeTruthy();
    expect(within(dialog).getByText(/next try/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Queued to send again')).toBeTruthy();
    expect(server.received('POST', '/v1/webhook-delivery/d1/resend')).toHaveLength(1);
    expect(server.received('GET', '/v1/webhook-delivery')[0]!.query.get('endpointId')).toBe('e1');
  });

  test('deletes an endpoint after the question', async () => {
    const server = renderCard({
      webhookEndpointList: () => [ENDPOINT],
      webhookEndpointDelete: () => ENDPOINT,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this endpoint and its delivery log?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.received('DELETE', '/v1/webhook-endpoint/e1')).toHaveLength(1),
    );
  });

  test('shows the endpoints without changes to whoever may only read', async () => {
    renderCard({ webhookEndpointList: () => [ENDPOINT] }, false);
    expect(await screen.findByText(ENDPOINT.url)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

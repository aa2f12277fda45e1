import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { ClientConsultationForms } from '../../../src/client-records/ClientConsultationForms';
import { ClientFeedback } from '../../../src/client-records/ClientFeedback';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { business, fakeServer, ownerOf, page, userWith, type Replies } from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const salon = business('b1', 'Salon One');

const FORM = {
  _id: 'f1',
  businessId: 'b1',
  clientId: 'c1',
  version: 2,
  form: { name: 'Skin consultation', questions: [{ question: 'Any allergies?', answer: 'Latex' }] },
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
};

/**
 * A client record component as the client page mounts it, with the app's real authProvider,
 * dataProvider and HTTP client over a fake fetch (the fake fetch answers both; the
 * global fetch is stubbed for calls made outside the providers).
 */
const renderTab = (element: ReactElement, path: string, replies: Replies) => {
  const server = fakeServer({ currentUser: () => userWith([ownerOf(salon)]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={createSaluniDataProvider(server.http)}
        i18nProvider={i18nProvider}
      >
        {element}
        <Toast />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return server;
};

beforeEach(() => setCurrentBusinessId('b1'));
afterEach(() => vi.unstubAllGlobals());

describe('ClientConsultationForms', () => {
  test('an empty form explains what is missing and calls nothing', async () => {
    const server = renderTab(
      <ClientConsultationForms clientId="c1" />,
      '/client/c1/show?consultationForm=new',
      {
        'consultation-form.list': () => page([]),
      },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Form name is required')).toBeTruthy();
    expect(within(dialog).getByText('Question is required')).toBeTruthy();
    // react-admin shows an item's Remove button on hover only, out of reach of role queries.
    fireEvent.click(dialog.querySelector('button[aria-label="Remove"]')!);
    fireEvent.change(within(dialog).getByLabelText('Form name *'), {
      target: { value: 'Skin consultation' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add at least one question')).toBeTruthy();
    expect(server.received('POST', '/v1/consultation-form')).toHaveLength(0);
  });

  test('records a form with the questions added in the dialog', async () => {
    const server = renderTab(<ClientConsultationForms clientId="c1" />, '/client/c1/show', {
      'consultation-form.list': () => page([]),
      'consultation-form.create': (request) => ({
        ...FORM,
        ...(request.body as object),
        version: 1,
      }),
    });
    expect(await screen.findByText('No consultation forms yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add consultation form' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Form name *'), {
      target: { value: ' Skin consultation ' },
    });
    fireEvent.change(within(dialog).getAllByLabelText('Question')[0]!, {
      target: { value: 'Any allergies?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getAllByLabelText('Question')).toHaveLength(2));
    fireEvent.change(within(dialog).getAllByLabelText('Question')[1]!, {
      target: { value: 'Pregnant?' },
    });
    fireEvent.change(within(dialog).getAllByLabelText('Answer')[1]!, { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('POST', '/v1/consultation-form')).toHaveLength(1));
    expect(server.received('POST', '/v1/consultation-form')[0]!.body).toEqual({
      businessId: 'b1',
      clientId: 'c1',
      form: {
        name: 'Skin consultation',
        questions: [
          { question: 'Any allergies?', answer: '' },
          { question: 'Pregnant?', answer: 'No' },
        ],
      },
    });
    expect(await screen.findByText('Client Consultation Form created')).toBeTruthy();
  });

  test('shows the history of a form, current version first', async () => {
    renderTab(<ClientConsultationForms clientId="c1" />, '/client/c1/show', {
      'consultation-form.list': () => page([FORM]),
      consultationFormHistory: () => [
        { version: 2, form: FORM.form, savedAt: '2026-03-02T08:00:00.000Z', replacedAt: null },
        {
          version: 1,
          form: { ...FORM.form, questions: [{ question: 'Any allergies?', answer: '' }] },
          savedAt: '2026-03-01T08:00:00.000Z',
          replacedAt: '2026-03-02T08:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByText('Skin consultation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consultation form history' });
    expect(await within(dialog).findByText(/Version 2 \(current\)/)).toBeTruthy();
    expect(
      within(within(dialog).getByRole('region', { name: 'Version 2' })).getByText('Latex'),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('region', { name: 'Version 1' })).getByText('No answer'),
    ).toBeTruthy();
  });

  test('deletes only after the confirmation', async () => {
    const server = renderTab(<ClientConsultationForms clientId="c1" />, '/client/c1/show', {
      'consultation-form.list': () => page([FORM]),
      'consultation-form.delete': () => FORM,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete Skin consultation?')).toBeTruthy();
    expect(server.received('DELETE', '/v1/consultation-form/f1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.received('DELETE', '/v1/consultation-form/f1')).toHaveLength(1),
    );
    expect(
      server.fetch.mock.calls.find(([url]) =>
        String(url).startsWith('/v1/consultation-form/f1'),
      )?.[1]?.headers,
    ).toMatchObject({
      'vendor-module': 'clients.Consultation forms',
    });
    expect(await screen.findByText('Consultation Form deleted')).toBeTruthy();
  });
});

describe('ClientFeedback', () => {
  test('a rating and a comment are required before anything is sent', async () => {
    const server = renderTab(<ClientFeedback clientId="c1" />, '/client/c1/show', {
      'feedback.list': () => page([]),
    });
    expect(await screen.findByText('No feedback yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Record feedback' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rating is required')).toBeTruthy();
    expect(within(dialog).getByText('Comment is required')).toBeTruthy();
    expect(server.received('POST', '/v1/feedback')).toHaveLength(0);
  });

  test('records feedback for the client', async () => {
    const server = renderTab(<ClientFeedback clientId="c1" />, '/client/c1/show?feedback=new', {
      'feedback.list': () => page([]),
      'feedback.create': (request) => ({
        _id: 'fb1',
        createdAt: '2026-03-01T08:00:00.000Z',
        ...(request.body as object),
      }),
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    fireEvent.change(within(dialog).getByLabelText('Comment'), {
      target: { value: 'Lovely braids' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('POST', '/v1/feedback')).toHaveLength(1));
    expect(server.received('POST', '/v1/feedback')[0]!.body).toEqual({
      businessId: 'b1',
      clientId: 'c1',
      rating: 4,
      comment: 'Lovely braids',
    });
    expect(await screen.findByText('Feedback recorded')).toBeTruthy();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RESOURCES } from '../../../registry';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { User } from '../../../src/business/types';
import {
  createHttpClient,
  createRegistryDataProvider,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { business, fakeServer, ownerOf, userWith, page, type Replies } from '../support/fakeServer';
import { LayoutApp } from '../support/layoutApp';

const salon = business('b1', 'Salon One');

/** The real providers over a fake API whose user keeps `language`, as PUT /v1/user/language does. */
const renderAppFor = (user: User) => {
  let kept = user;
  const replies: Replies = {
    currentUser: () => kept,
    userLanguage: ({ body }) => {
      kept = { ...kept, language: (body as { language: User['language'] }).language };
      return kept;
    },
  };
  for (const declaration of RESOURCES) replies[`${declaration.name}.list`] = () => page([]);
  const server = fakeServer(replies);
  render(
    <LayoutApp
      authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
      dataProvider={createRegistryDataProvider({ http: server.http })}
      path="/job-title"
    />,
  );
  return server;
};

const menuHeaders = () => screen.queryAllByRole('listitem').map((item) => item.textContent?.trim());

afterEach(() => i18nProvider.changeLocale('en'));

describe('the language switch in the user menu', () => {
  test('offers English and Kiswahili; choosing Kiswahili renders Swahili texts and keeps the choice on the user', async () => {
    const server = renderAppFor({ ...userWith([ownerOf(salon)]), _id: 'reads-english' });
    await screen.findAllByText('Clients');

    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('Language')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'English' }).className).toContain('Mui-selected');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Kiswahili' }));

    expect((await screen.findAllByText('Wateja')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(server.received('PUT', '/v1/user/language').map((request) => request.body)).toEqual([
        { language: 'sw' },
      ]),
    );
    expect(screen.queryByText('Clients')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Wasifu' }));
    expect(await screen.findByText('Lugha')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Kiswahili' }).className).toContain('Mui-selected');
  });

  test('the language kept on the user applies on start, without a call to change it', async () => {
    const server = renderAppFor({
      ...userWith([ownerOf(salon)]),
      _id: 'reads-swahili',
      language: 'sw',
    });
    expect((await screen.findAllByText('Wateja')).length).toBeGreaterThan(0);
    expect(menuHeaders()).not.toContain('Clients');
    expect(server.received('PUT', '/v1/user/language')).toEqual([]);
  });
});

describe('the HTTP client', () => {
  test('asks for the server’s messages in the language being read', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    let language = 'en';
    const http = createHttpClient(fetch as typeof globalThis.fetch, () => language);
    await http({ path: '/v1/user' });
    language = 'sw';
    await http({ path: '/v1/user' });
    const sent = fetch.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
          'Accept-Language'
        ],
    );
    expect(sent).toEqual(['en', 'sw']);
  });
});

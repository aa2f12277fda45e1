import { fireEvent, render, screen } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { App } from '../../../src/App';
import { HUB_TAB_PATHS } from '../../support/hubTabPaths';
import { setupDemoServer } from '../support/demoServer';
import { markerCatalogue, textsOutsideTheCatalogue } from '../support/markerCatalogue';
import '../support/preloadAreas';

/**
 * The hand-made pages (catalogueOnly.test.tsx covers the screens built from declarations), each
 * rendered by the app itself with the marker catalogue over the real server's demo data: only
 * markers and the server's own texts may show.
 */
const server = setupDemoServer();

/** `drawn`: a text the page shows once it is in (the layout's menu for pages inside it). */
const renderPage = async (path: string, drawn = /⟦saluni\.menu\./) => {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <App catalogue={markerCatalogue} />
    </TestMemoryRouter>,
  );
  await screen.findAllByText(drawn, {}, { timeout: 15_000 });
  // The page has drawn its data: no spinner for a moment.
  await settle();
};

const settle = async () => {
  for (let quiet = 0; quiet < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    quiet = document.querySelector('[role="progressbar"], .MuiSkeleton-root') ? 0 : quiet + 1;
  }
};

const expectOnlyCatalogueTexts = () =>
  expect(textsOutsideTheCatalogue(server.dataTexts())).toEqual([]);

describe('no hand-made page renders text outside the catalogue', () => {
  test.each(HUB_TAB_PATHS.map((path) => [path]))('the inventory hub at %s', async (path) => {
    await renderPage(path);
    expectOnlyCatalogueTexts();
  });

  test.each([
    ['/'],
    ['/calendar'],
    ['/products/create?inStore=false'],
    ['/settings'],
    ['/settings/tax'],
    ['/settings/import'],
    ['/pay'],
    ['/my-pay'],
    ['/outbox'],
    ['/membership-sessions'],
    ['/client-service-packages'],
  ])('the page %s', async (path) => {
    await renderPage(path);
    expectOnlyCatalogueTexts();
  });

  // Pages without the layout: the sign-in and sign-up pages, an invitation link.
  test.each([
    ['/login'],
    ['/sign-up'],
    ['/resend-confirmation'],
    ['/verify-email/not-a-real-token'],
    ['/invitation/not-a-real-token'],
  ])('the page %s', async (path) => {
    await renderPage(path, /⟦/);
    expectOnlyCatalogueTexts();
  });

  test('the e-mail confirmation page refusing a repeat that differs, then the server refusing the link', async () => {
    await renderPage('/verify-email/not-a-real-token', /⟦/);
    const choose = (repeated: string) => {
      fireEvent.change(screen.getByLabelText('⟦saluni.auth.password⟧'), {
        target: { value: 'chosen on confirming' },
      });
      fireEvent.change(screen.getByLabelText('⟦saluni.auth.repeatPassword⟧'), {
        target: { value: repeated },
      });
      fireEvent.click(
        screen.getByRole('button', { name: '⟦saluni.auth.emailVerification.confirm⟧' }),
      );
    };
    choose('something else');
    await screen.findByText('⟦saluni.auth.passwordsDiffer⟧');
    expectOnlyCatalogueTexts();
    choose('chosen on confirming');
    await screen.findByRole('alert');
    expectOnlyCatalogueTexts();
  });

  test('Edit Product, with a product of the demo', async () => {
    const product = await server.first('/v1/product', 'productPage');
    await renderPage(`/products/edit/${product._id}`);
    expectOnlyCatalogueTexts();
  });

  test('a client’s page, every tab', async () => {
    const client = await server.first('/v1/client', 'clientPage');
    await renderPage(`/client/${client._id}/show`);
    // The client's page is a screen of its own, loaded after the layout's menu: its tabs say it is in.
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 15_000 });
    await settle();
    expectOnlyCatalogueTexts();
    for (const tab of tabs) {
      fireEvent.click(tab);
      await settle();
      expectOnlyCatalogueTexts();
    }
  });

  test('a staff member’s page and permissions', async () => {
    const employee = await server.first('/v1/employee', 'employeePage');
    await renderPage(`/staff/${employee._id}`);
    expectOnlyCatalogueTexts();
    for (const tab of screen.queryAllByRole('tab')) {
      fireEvent.click(tab);
      await settle();
      expectOnlyCatalogueTexts();
    }
  });

  test('the stock dialogs: Reconcile Stock and Transfer', async () => {
    await renderPage('/products?tab=products&productTab=stock');
    for (const name of [/⟦[^⟧]*reconcile[^⟧]*⟧/i, /⟦[^⟧]*transfer[^⟧]*⟧/i]) {
      fireEvent.click(screen.getAllByRole('button', { name })[0]!);
      await screen.findByRole('dialog');
      await settle();
      expectOnlyCatalogueTexts();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    }
  });

  test('the stock usage dialog', async () => {
    await renderPage('/products?tab=products&productTab=stock-usage');
    fireEvent.click(screen.getByRole('button', { name: /⟦saluni\.stockUsage\.ui\.newUsage⟧/ }));
    await screen.findByRole('dialog');
    await settle();
    expectOnlyCatalogueTexts();
  });
});

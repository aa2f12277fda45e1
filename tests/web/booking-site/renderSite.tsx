/** @jsxImportSource preact */
import { fireEvent } from '@testing-library/dom';
import { render } from 'preact';
import { vi } from 'vitest';
import type { Language } from '../../../texts/languages';
import { SiteRoot, sitePageOf } from '../../../site/SiteRoot';

/**
 * The booking site drawn into a container of the test's window, as book.html draws it, at the
 * address given. The test's page leaves are recorded, not followed; payments are asked about
 * again at once.
 */
export const renderSite = (
  address: string,
  { language = 'en' as Language }: { language?: Language } = {},
) => {
  const url = new URL(address, 'http://localhost');
  const container = document.createElement('div');
  document.body.append(container);
  const openPage = vi.fn();
  render(
    <SiteRoot
      page={sitePageOf(url)}
      initialLanguage={language}
      options={{ pollMilliseconds: 0, openPage }}
    />,
    container,
  );
  mounted.push(container);
  return { container, openPage };
};

const mounted: HTMLElement[] = [];

/**
 * Takes the test's site away, its fetch double and page language with it. Each test file calls
 * it after each test: the web project's files share loaded modules, so a hook registered here
 * would follow only the first file that loaded this one.
 */
export const removeSite = () => {
  for (const container of mounted.splice(0)) {
    render(null, container);
    container.remove();
  }
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
};

/** Lets the page draw after an event, as a browser does between a person's actions. */
const drawn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A person types into a field. */
export const type = async (field: HTMLElement, value: string) => {
  fireEvent.input(field, { target: { value } });
  await drawn();
};

/** A person presses a button, a box or a link. */
export const press = async (element: HTMLElement) => {
  fireEvent.click(element);
  await drawn();
};

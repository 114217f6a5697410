import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import en from '../../translations/translations.json';
import { I18nValueProvider } from '../i18n/I18nProvider';
import { OfflineNotice } from './OfflineNotice';
import { CACHE_NAMES } from './config';

jest.mock('../layout/PageHead', () => ({ PageHead: () => null }));

/**
 * The worker's caches, as the notice sees them (jsdom has no Request/Response: it reads `url` and
 * `text()`): the saved pages, whose HTML must never be read, and the titles the worker recorded.
 */
function fakeCaches(entries: Record<string, string | null> | null) {
  const requests = Object.keys(entries ?? {}).map((url) => ({ url }));
  const pageMatch = jest.fn(async () => ({ text: async () => '<html>the whole page</html>' }));
  const titles = Object.entries(entries ?? {}).filter((entry): entry is [string, string] => entry[1] !== null);
  return {
    pageMatch,
    has: jest.fn(async (name: string) => entries !== null && (name === CACHE_NAMES.page || name === CACHE_NAMES.pageTitles)),
    open: jest.fn(async (name: string) =>
      name === CACHE_NAMES.page
        ? { keys: async () => requests, match: pageMatch }
        : { keys: async () => titles.map(([url]) => ({ url })), match: async (url: string) => {
            const title = titles.find(([saved]) => saved === url)?.[1];
            return title === undefined ? undefined : { text: async () => `${title} - MUI X` };
          } },
    ),
  };
}

const renderNotice = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      {/* The offline page's props carry its own strings. */}
      <I18nValueProvider userLanguage="en" translations={{ offline: en.offline }}>
        <OfflineNotice />
      </I18nValueProvider>
    </ThemeProvider>,
  );

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  window.history.replaceState(null, '', '/');
});

describe('OfflineNotice', () => {
  it('names the address asked for and lists the saved pages by title', async () => {
    window.history.replaceState(null, '', '/x/react-charts/bars/');
    const caches = fakeCaches({
      [`${window.location.origin}/x/react-data-grid/sorting/`]: 'Sorting',
      [`${window.location.origin}/x/offline/`]: 'Offline',
      [`${window.location.origin}/x/introduction/`]: 'Overview',
      // Saved by an older worker, before titles were recorded: listed by its address.
      [`${window.location.origin}/x/react-charts/`]: null,
    });
    (globalThis as { caches?: unknown }).caches = caches;
    renderNotice();
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/\/x\/react-charts\/bars\/ has not been saved on this device yet/)).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['/x/react-charts/', '/x/react-charts/'],
      ['Overview', '/x/introduction/'],
      ['Sorting', '/x/react-data-grid/sorting/'],
    ]);
    // Titles and addresses only: no saved page's HTML was read.
    expect(caches.pageMatch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says nothing is saved yet when the cache does not exist (and does not create it)', async () => {
    window.history.replaceState(null, '', '/x/offline/');
    const caches = fakeCaches(null);
    (globalThis as { caches?: unknown }).caches = caches;
    renderNotice();
    expect(await screen.findByText(/No page is saved on this device yet/)).toBeInTheDocument();
    expect(screen.getByText(/^This page has not been saved/)).toBeInTheDocument();
    expect(caches.open).not.toHaveBeenCalled();
  });

  it('works where the Cache API is missing', async () => {
    renderNotice();
    expect(await screen.findByText(/No page is saved on this device yet/)).toBeInTheDocument();
  });
});

import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import en from '../../translations/translations.json';
import { I18nValueProvider } from '../i18n/I18nProvider';
import { NotFound } from './NotFound';

jest.mock('./PageHead', () => ({ PageHead: () => null }));

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <ThemeProvider theme={createTheme()}>
      {/* The 404 page's props carry its own strings. */}
      <I18nValueProvider userLanguage="en" translations={{ notFound: en.notFound, entry: en.entry }}>
        <NotFound />
      </I18nValueProvider>
    </ThemeProvider>,
  );
};

const knownPages = ['/x/introduction/', '/x/react-data-grid/sorting/'];
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, json: async () => knownPages }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** Lets the page-list request settle. */
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('NotFound', () => {
  it('offers the English page for an address with a known language prefix', async () => {
    renderAt('/zh/x/react-data-grid/sorting/');
    expect(await screen.findByRole('link', { name: '/x/react-data-grid/sorting/' })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  });

  it.each(['/x/react-data-grid/nope/', '/fr/x/react-data-grid/', '/zh/', '/zh/x/react-data-grid/not-a-page/'])('offers no language hint for %s', async (path) => {
    renderAt(path);
    await settle();
    expect(screen.queryByText(/a translation the docs do not have/)).not.toBeInTheDocument();
  });

  it.each(['/zh//evil.com/', '/zh//evil.com/x/introduction/', '/en//evil.com/'])('never links off the site for %s', async (path) => {
    const { container } = renderAt(path);
    await settle();
    expect(screen.queryByText(/a translation the docs do not have/)).not.toBeInTheDocument();
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => !href?.startsWith('/x/') )).toEqual([]);
  });

  it('offers nothing when the page list cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderAt('/zh/x/react-data-grid/sorting/');
    await settle();
    expect(screen.queryByText(/a translation the docs do not have/)).not.toBeInTheDocument();
  });

  it('asks for the page list only for an address with a language prefix', async () => {
    renderAt('/x/react-data-grid/nope/');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists starting points with their names', () => {
    renderAt('/x/nope/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MUI X overview' })).toHaveAttribute('href', '/x/introduction/');
    expect(screen.getByRole('link', { name: 'Date and Time Pickers' })).toHaveAttribute('href', '/x/react-date-pickers/');
  });
});

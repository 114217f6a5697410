import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import en from '../../translations/translations.json';
import { I18nValueProvider } from '../i18n/I18nProvider';
import { NotFound } from './NotFound';

jest.mock('./PageHead', () => ({ PageHead: () => null }));
jest.mock('next/link', () => require('../../test-utils/nextLinkMock'));

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

afterEach(() => window.history.replaceState(null, '', '/'));

describe('NotFound', () => {
  it('offers the English page for an address with a known language prefix', async () => {
    renderAt('/zh/x/react-data-grid/sorting/');
    expect(await screen.findByRole('link', { name: '/x/react-data-grid/sorting/' })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  });

  it.each(['/x/react-data-grid/nope/', '/fr/x/react-data-grid/', '/zh/'])('offers no language hint for %s', (path) => {
    renderAt(path);
    expect(screen.queryByText(/a translation the docs do not have/)).not.toBeInTheDocument();
  });

  it('lists starting points with their names', () => {
    renderAt('/x/nope/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MUI X overview' })).toHaveAttribute('href', '/x/introduction/');
    expect(screen.getByRole('link', { name: 'Date and Time Pickers' })).toHaveAttribute('href', '/x/react-date-pickers/');
  });
});

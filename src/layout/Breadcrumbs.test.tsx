import { render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Breadcrumbs } from './Breadcrumbs';
import { PageProvider } from '../core/PageContext';
import { I18nProvider } from '../i18n/I18nProvider';
import { makePageData } from '../../test-utils/pageData';
import type { PageData } from '../contracts';


const renderWith = (page: PageData) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={page}>
        <I18nProvider>
          <Breadcrumbs />
        </I18nProvider>
      </PageProvider>
    </ThemeProvider>,
  );

const columnPinning = makePageData({
  pathname: '/x/react-data-grid/column-pinning',
  title: 'Column pinning',
  breadcrumbs: [
    { pathname: '/x/react-data-grid-group', title: 'Data Grid', href: '/x/react-data-grid/' },
    { pathname: '/x/react-data-grid/main-features', title: 'Main features' },
    { pathname: '/x/react-data-grid/columns', title: 'Columns', href: '/x/react-data-grid/column-definition/' },
  ],
});

describe('Breadcrumbs', () => {
  it('shows product › section › page, linking the steps that have a page', () => {
    renderWith(columnPinning);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Data Grid', 'Main features', 'Columns', 'Column pinning']);
    expect(within(trail).getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
    expect(within(trail).getByRole('link', { name: 'Columns' })).toHaveAttribute('href', '/x/react-data-grid/column-definition/');
    // A subheader is a heading, not a page; the current page is marked, not linked.
    expect(within(trail).queryByRole('link', { name: 'Main features' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Column pinning')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getAllByRole('link')).toHaveLength(2);
  });

  it('shows the titles in the page\'s language', () => {
    renderWith({
      ...columnPinning,
      userLanguage: 'zh',
      title: '列固定',
      translations: { page: { breadcrumbs: '面包屑导航' }, pages: { '/x/react-data-grid-group': '数据表格' } },
    });
    expect(screen.getByRole('link', { name: '数据表格' })).toBeInTheDocument();
    expect(screen.getByText('列固定')).toHaveAttribute('aria-current', 'page');
  });

  it('is left out for a page without ancestors', () => {
    renderWith(makePageData({ breadcrumbs: [] }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

import * as React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ApiPage } from './ApiPage';
import { PageProvider } from '../core/PageContext';
import { AdProvider } from '../ads/AdProvider';
import type { PageData } from '../contracts';
import type { ApiPageContent } from '../contracts';
import { makePageData } from '../../test-utils/pageData';
import { I18nProvider } from '../i18n/I18nProvider';
import { toApiEntry } from './build/entryHtml';


// API pages carry no strings in their data: the reference's come with its chunk.
const page = makePageData({
  pathname: '/x/api/data-grid',
  title: 'Data Grid API',
  description: 'Index of the Data Grid API reference.',
  translations: {},
});

const ADS_OFF = { enabled: false };

const tree = (api: ApiPageContent, data: PageData) => (
  <ThemeProvider theme={createTheme()}>
    <PageProvider value={data}>
      <I18nProvider>
        <AdProvider config={ADS_OFF}>
          <ApiPage api={api} toc={[{ id: 'packages', text: 'Packages', level: 2 }]} />
        </AdProvider>
      </I18nProvider>
    </PageProvider>
  </ThemeProvider>
);
/** Renders the page and lets the feedback panel (loaded on demand) arrive. */
async function renderPage(api: ApiPageContent, data: PageData = page) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(tree(api, data));
  });
  return view!;
}

describe('ApiPage', () => {
  it('renders a product index: packages and grouped links with plan badges and summaries', async () => {
    await renderPage({
      kind: 'index',
      packages: [
        { name: '@mui/x-data-grid', version: '8.5.0' },
        { name: '@mui/x-data-grid-premium', version: '8.5.0', plan: 'premium' },
      ],
      groups: [
        { id: 'components', title: 'Components', items: [{ name: 'DataGrid', href: '/x/api/data-grid/data-grid/' }, { name: 'DataGridPro', href: '/x/api/data-grid/data-grid-pro/', plan: 'pro' }] },
        { id: 'interfaces', title: 'Interfaces', items: [{ name: 'GridColDef', href: '/x/api/data-grid/grid-col-def/', summary: 'Column Definition interface.' }] },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Data Grid API' })).toBeInTheDocument();
    expect(screen.getByText('Index of the Data Grid API reference.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
    const components = screen.getByRole('region', { name: 'Components' });
    expect(within(components).getByRole('link', { name: 'DataGrid' })).toHaveAttribute('href', '/x/api/data-grid/data-grid/');
    expect(within(components).getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Interfaces' })).getByText('Column Definition interface.')).toBeInTheDocument();
    // The contents column only shows on wide screens (hidden in the test's default viewport).
    expect(screen.getAllByRole('link', { name: 'Packages', hidden: true }).map((link) => link.getAttribute('href'))).toEqual(['#packages', '#packages']);
  });

  it('renders a planned entry with its notice and the plan of the page', async () => {
    await renderPage({ kind: 'planned', notice: '<p>GridFuture is planned.</p>' }, { ...page, title: 'GridFuture API', plan: 'premium' });
    expect(screen.getByRole('heading', { level: 1, name: /GridFuture API/ })).toContainElement(screen.getByRole('img', { name: 'Premium plan' }));
    expect(screen.getByText('GridFuture is planned.')).toBeInTheDocument();
  });

  it('renders a component reference', async () => {
    await renderPage(
      {
        kind: 'component',
        name: 'DataGrid',
        imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }],
        sections: [{ id: 'props', title: 'Props', items: [{ name: 'rows', html: '<code class="api-sig"><a class="api-name" href="#props-rows">rows</a>: GridRowsProp</code>\nThe rows.' }] }],
        source: '@mui/x-data-grid 8.5.0',
      },
      { ...page, title: 'DataGrid API' },
    );
    expect(screen.getByRole('link', { name: 'rows' }).closest('li')).toHaveTextContent('rows: GridRowsProp The rows.');
  });

  it('shows the since badge and deprecation of its entries, and gives them to the search index', async () => {
    // Entries as the build composes them (src/api/build/entryHtml.ts).
    const items = [
      toApiEntry('props', { name: 'multipleColumnsSortingMode', type: 'string', since: '8.5' }),
      toApiEntry('props', { name: 'rowsLoadingMode', type: 'string', deprecated: 'Use <code>dataSource</code>.', deprecatedSince: '8.3' }),
      toApiEntry('props', { name: 'rows', type: 'string' }),
    ];
    const view = await renderPage(
      { kind: 'component', name: 'DataGridPremium', imports: [], sections: [{ id: 'props', title: 'Props', items }], source: 's' },
      { ...page, pathname: '/x/api/data-grid/data-grid-premium', title: 'DataGridPremium API' },
    );
    expect(screen.getByRole('link', { name: 'multipleColumnsSortingMode' }).closest('li')).toHaveTextContent('since 8.5');
    expect(screen.getByRole('link', { name: 'rowsLoadingMode' }).closest('li')).toHaveTextContent('Deprecated since 8.3: Use dataSource.');
    expect(screen.getByRole('link', { name: 'rows' }).closest('li')).not.toHaveTextContent('since');
    expect(view.container.querySelector('article')).toHaveAttribute('data-search-marks', 'props-multipleColumnsSortingMode=8.5 props-rowsLoadingMode=!');
  });

  it('starts another API page with an empty filter', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 12 }, (_, index) => ({ name: `prop${index}`, html: `<a class="api-sig api-name" href="#props-prop${index}">prop${index}</a>` }));
    const api = (name: string): ApiPageContent => ({ kind: 'component', name, imports: [], sections: [{ id: 'props', title: 'Props', items }], source: 's' });
    const view = await renderPage(api('A'), { ...page, pathname: '/x/api/data-grid/a', title: 'A API' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'prop1');
    view.rerender(tree(api('B'), { ...page, pathname: '/x/api/data-grid/b', title: 'B API' }));
    expect(screen.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('');
  });
});

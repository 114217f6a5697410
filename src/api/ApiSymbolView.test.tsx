import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { I18nValueProvider } from '../i18n/I18nProvider';
import { ApiSymbolView } from './ApiSymbolView';
import { ApiReferenceRoot } from './ApiReferenceRoot';
import type { ApiEntry, ApiSymbolContent } from '../contracts';

/**
 * Entries as the page receives them, in the shapes the build composes (src/api/build/entryHtml.ts,
 * where that HTML is tested): a signature with the name's self-link, or the self-link alone.
 */
const entry = (section: string, name: string, rest = '', description = ''): ApiEntry => ({
  name,
  html: `<code class="api-sig"><a class="api-name" href="#${section}-${name}">${name}</a>${rest}</code>${description ? `\n${description}` : ''}`,
});
const bare = (section: string, name: string, shown = name, className?: string): ApiEntry => ({
  name,
  ...(className ? { className } : {}),
  html: `<a class="api-sig api-name" href="#${section}-${name}">${shown}</a>`,
});

const props: ApiEntry[] = [
  entry('props', 'columns', ': readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[] <span class="api-chip" data-chip="required">Required</span>', 'Set of columns.'),
  entry('props', 'autoPageSize', ': boolean = false'),
  entry(
    'props',
    'onRowClick',
    ': GridEventListener&lt;&#39;rowClick&#39;&gt;',
    'Fired on a click.\n<dl class="api-tags"><dt>Parameters</dt><dd><code>params</code>: The row.</dd><dd><code>event</code>: The event object.</dd></dl>',
  ),
  entry('props', 'pageSizeOptions', ': ReadonlyArray&lt;number&gt; = [25, 50, 100]'),
  entry('props', 'rowSelection'),
  entry('props', 'treeData'),
  ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => bare('props', name)),
];
const content: ApiSymbolContent<ApiEntry> = {
  kind: 'component',
  name: 'DataGrid',
  imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }, { code: "import { DataGrid } from '@mui/x-data-grid-pro';", plan: 'pro' }],
  notice: '<p>Unstable.</p>',
  sections: [
    { id: 'props', title: 'Props', items: props, note: '<p>The component also accepts <code>ref</code>.</p>' },
    { id: 'slots', title: 'Slots', items: [entry('slots', 'toolbar')] },
    { id: 'classes', title: 'CSS classes', items: [bare('classes', 'root', '.MuiDataGrid-root', 'MuiDataGrid-root')] },
  ],
  source: '@mui/x-data-grid 8.5.0',
};

const renderView = (view: ApiSymbolContent<ApiEntry> = content) =>
  render(
    <ThemeProvider theme={createTheme()}>
      {/* No strings from the page's data: the reference's come with its chunk. */}
      <I18nValueProvider userLanguage="en" translations={{}}>
        <ApiReferenceRoot>
          <ApiSymbolView content={view} />
        </ApiReferenceRoot>
      </I18nValueProvider>
    </ThemeProvider>,
  );

const visibleNames = (sectionName: string) =>
  within(screen.getByRole('region', { name: sectionName }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.api-name')?.getAttribute('href')?.replace(/^#[a-z]+-/, ''));

/** An entry's list item, found by its name's self-link. */
const item = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('ApiSymbolView', () => {
  it('shows the imports with plan badges, the notice and the source', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 2, name: 'Import' })).toBeInTheDocument();
    expect(screen.getByText("import { DataGrid } from '@mui/x-data-grid';")).toBeInTheDocument();
    const imports = screen.getByRole('list', { name: 'Import lines' });
    expect(within(imports).getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByText('Unstable.')).toBeInTheDocument();
    expect(screen.getByText('Generated from the type declarations of @mui/x-data-grid 8.5.0.')).toBeInTheDocument();
  });

  it('lists every entry as a list item with its anchor, its build-time HTML and a link to itself', () => {
    renderView();
    expect(visibleNames('Props')).toEqual(['columns', 'autoPageSize', 'onRowClick', 'pageSizeOptions', 'rowSelection', 'treeData', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    const columns = item('columns');
    expect(columns).toHaveAttribute('id', 'props-columns');
    expect(within(columns).getByRole('link', { name: 'columns' })).toHaveAttribute('href', '#props-columns');
    expect(within(columns).getByText('Required')).toBeInTheDocument();
    expect(within(columns).getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');
    expect(columns).toHaveTextContent('columns: readonly GridColDef<R>[] Required Set of columns.');
    expect(item('pageSizeOptions')).toHaveTextContent('pageSizeOptions: ReadonlyArray<number> = [25, 50, 100]');
    // Each entry is its own search result.
    expect(item('autoPageSize')).toHaveAttribute('data-pagefind-title', 'autoPageSize');
    expect(screen.getByText(/The component also accepts/)).toHaveTextContent('The component also accepts ref.');
    // A CSS class is its global class name, a link to its entry.
    const root = item('.MuiDataGrid-root');
    expect(root).toHaveAttribute('id', 'classes-root');
    expect(within(root).getByRole('link')).toHaveAttribute('href', '#classes-root');
  });

  it("reads a callback's parameters as a labelled description list inside its entry", () => {
    renderView();
    const onRowClick = item('onRowClick');
    expect(within(onRowClick).getByRole('term')).toHaveTextContent('Parameters');
    expect(within(onRowClick).getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['params: The row.', 'event: The event object.']);
    // The parameters are not entries of the section.
    expect(within(screen.getByRole('region', { name: 'Props' })).getAllByRole('listitem')).toHaveLength(12);
  });

  it('narrows the lists as the reader types, and says how many are left', async () => {
    const user = userEvent.setup();
    renderView();
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    await user.type(filter, 'page size');
    await waitFor(() => expect(visibleNames('Props')).toEqual(['autoPageSize', 'pageSizeOptions']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 12 props, no slot, no CSS class.');
    expect(screen.getByText('No slot matches “page size”.')).toBeInTheDocument();
    await user.clear(filter);
    await waitFor(() => expect(visibleNames('Props')).toHaveLength(12));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('matches class names too', async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'MuiDataGrid-r');
    await waitFor(() => expect(visibleNames('CSS classes')).toEqual(['root']));
    expect(visibleNames('Props')).toEqual([]);
  });

  it('has no filter on a short page, and says when a list is empty', () => {
    renderView({ ...content, kind: 'interface', sections: [{ id: 'members', title: 'Members', items: [] }] });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('This type has no members.')).toBeInTheDocument();
  });

  it('shows a deprecated symbol and a type alias definition', () => {
    renderView({ ...content, deprecated: '', definition: '<a href="/x/api/a/">A</a> | B' });
    expect(screen.getByText('It will be removed in a future release.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Definition' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('href', '/x/api/a/');
  });
});

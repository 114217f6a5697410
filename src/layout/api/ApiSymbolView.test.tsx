import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import en from '../../../translations/translations.json';
import { I18nValueProvider } from '../../i18n/I18nProvider';
import { ApiSymbolView } from './ApiSymbolView';
import { ApiReferenceRoot } from './ApiReferenceRoot';
import type { ApiMember, ApiSymbolContent } from '../../contracts';

const props: ApiMember[] = [
  { name: 'columns', type: 'readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]', required: true, description: '<p>Set of columns.</p>' },
  { name: 'autoPageSize', type: 'boolean', default: '<code>false</code>' },
  { name: 'onRowClick', type: 'GridEventListener&lt;&#39;rowClick&#39;&gt;', description: '<p>Callback fired when a row is clicked.</p>' },
  { name: 'pageSizeOptions', type: 'ReadonlyArray&lt;number&gt;', default: '<code>[25, 50, 100]</code>' },
  { name: 'rowSelection', type: 'boolean', deprecated: 'Use <code>checkboxSelection</code>.' },
  { name: 'treeData', type: 'boolean', plan: 'pro' },
  ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => ({ name, type: 'string' })),
];
const content: ApiSymbolContent = {
  kind: 'component',
  name: 'DataGrid',
  imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }, { code: "import { DataGrid } from '@mui/x-data-grid-pro';", plan: 'pro' }],
  notice: '<p>Unstable.</p>',
  sections: [
    { id: 'props', title: 'Props', items: props, note: '<p>The component also accepts <code>ref</code>.</p>' },
    { id: 'slots', title: 'Slots', items: [{ name: 'toolbar', default: '<code>GridToolbar</code>' }] },
    { id: 'classes', title: 'CSS classes', items: [{ name: 'root', className: 'MuiDataGrid-root', description: '<p>Root.</p>' }] },
  ],
  source: '@mui/x-data-grid 8.5.0',
};

const renderView = (view: ApiSymbolContent = content) =>
  render(
    <ThemeProvider theme={createTheme()}>
      {/* API pages carry the reference's strings in their props. */}
      <I18nValueProvider userLanguage="en" translations={{ api: en.api }}>
        <ApiReferenceRoot>
          <ApiSymbolView content={view} />
        </ApiReferenceRoot>
      </I18nValueProvider>
    </ThemeProvider>,
  );

const visibleNames = (sectionName: string) =>
  within(screen.getByRole('region', { name: sectionName }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

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

  it('lists every prop with its type, default, flags and a link to the type page', () => {
    renderView();
    expect(visibleNames('Props')).toEqual(['columns', 'autoPageSize', 'onRowClick', 'pageSizeOptions', 'rowSelection', 'treeData', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    const columns = screen.getByRole('heading', { level: 3, name: 'columns' }).closest('li')!;
    expect(within(columns).getByText('Required')).toBeInTheDocument();
    expect(within(columns).getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');
    const options = screen.getByRole('heading', { level: 3, name: 'pageSizeOptions' }).closest('li')!;
    expect(options).toHaveTextContent('Type ReadonlyArray<number> Default [25, 50, 100]');
    const deprecated = screen.getByRole('heading', { level: 3, name: 'rowSelection' }).closest('li')!;
    expect(within(deprecated).getByText('Deprecated')).toBeInTheDocument();
    expect(deprecated).toHaveTextContent('Deprecated: Use checkboxSelection.');
    expect(screen.getByText(/The component also accepts/)).toHaveTextContent('The component also accepts ref.');
    expect(screen.getByText('.MuiDataGrid-root')).toBeInTheDocument();
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

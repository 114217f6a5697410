/** @jest-environment node */
import { apiMarkdown } from './markdownExport';
import type { ApiSymbolContent } from '../contracts';

const HOST = 'https://docs.example.com';

describe('apiMarkdown', () => {
  const content: ApiSymbolContent = {
    kind: 'component',
    name: 'DataGrid',
    intro: '<p>See <a href="/x/react-data-grid/">the overview</a>.</p>',
    imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }, { code: "import { DataGridPro } from '@mui/x-data-grid-pro';", plan: 'pro' }],
    sections: [
      {
        id: 'props',
        title: 'Props',
        items: [
          {
            name: 'columns',
            type: 'readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]',
            description: '<p>Set of columns of type <a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>[].</p>',
            required: true,
          },
          { name: 'density', type: '&quot;compact&quot; | &quot;standard&quot;', default: '<code>&quot;standard&quot;</code>', description: '<p>Row height.</p>\n<p>Second paragraph.</p>' },
          { name: 'pivoting', type: 'boolean', plan: 'premium', deprecated: '<p>Use <code>pivotActive</code>.</p>' },
          {
            name: 'onRowClick',
            type: 'GridEventListener',
            description: '<p>Fired on a click.</p>',
            tags: [
              { kind: 'params', items: [{ name: 'params', html: '<p>With all properties from <a href="/x/api/data-grid/grid-row-params/"><code>GridRowParams</code></a>.</p>' }, { name: 'event', html: '' }] },
              { kind: 'returns', items: [{ html: '<p>Nothing.</p>' }] },
            ],
          },
        ],
        note: '<p>The component also accepts <code>ref</code>.</p>',
      },
      { id: 'slots', title: 'Slots', items: [{ name: 'toolbar', default: '<code>null</code>', description: '<p>The toolbar.</p>' }] },
      { id: 'classes', title: 'CSS classes', items: [{ name: 'root', className: 'MuiDataGrid-root', description: '<p>The root.</p>' }] },
    ],
    source: '@mui/x-data-grid 8.5.0',
  };

  it('gives the import lines and one table per section, with absolute links', () => {
    const markdown = apiMarkdown({ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid API', description: 'API reference of DataGrid.', content, host: HOST });
    expect(markdown).toMatch(/^# DataGrid API\n\n> API reference of DataGrid\.\n\nFrom https:\/\/docs\.example\.com\/x\/api\/data-grid\/data-grid\/\n\n/);
    expect(markdown).toContain('See [the overview](https://docs.example.com/x/react-data-grid/).');
    expect(markdown).toContain("```js\nimport { DataGrid } from '@mui/x-data-grid';\n// or\nimport { DataGridPro } from '@mui/x-data-grid-pro'; // Pro plan\n```");
    expect(markdown).toContain('## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n');
    expect(markdown).toContain(
      '| `columns` (required) | `readonly GridColDef<R>[]` |  | Set of columns of type [`GridColDef`](https://docs.example.com/x/api/data-grid/grid-col-def/)\\[\\]. |',
    );
    // Pipes inside a cell are escaped, paragraphs join on one line.
    expect(markdown).toContain('| `density` | `"compact" \\| "standard"` | `"standard"` | Row height. Second paragraph. |');
    expect(markdown).toContain('| `pivoting` (Premium plan) | `boolean` |  | **Deprecated**: Use `pivotActive`. |');
    // What the doc tags add follows the description, labelled, each parameter with its name.
    expect(markdown).toContain(
      '| `onRowClick` | `GridEventListener` |  | Fired on a click. **Parameters:** - `params`: With all properties from [`GridRowParams`](https://docs.example.com/x/api/data-grid/grid-row-params/). - `event` **Returns:** Nothing. |',
    );
    expect(markdown).toContain('The component also accepts `ref`.');
    expect(markdown).toContain('## Slots\n\n| Slot | Default | Description |\n| --- | --- | --- |\n| `toolbar` | `null` | The toolbar. |');
    expect(markdown).toContain('## CSS classes\n\n| Class name | Key | Description |\n| --- | --- | --- |\n| `.MuiDataGrid-root` | `root` | The root. |');
    expect(markdown.trimEnd().endsWith('_Generated from the type declarations of @mui/x-data-grid 8.5.0._')).toBe(true);
  });

  it('lists an index page\'s packages and pages', () => {
    const markdown = apiMarkdown({
      pathname: '/x/api/data-grid',
      title: 'Data Grid API',
      description: 'Index.',
      content: {
        kind: 'index',
        packages: [{ name: '@mui/x-data-grid', version: '8.5.0' }, { name: '@mui/x-data-grid-pro', version: '8.5.0', plan: 'pro' }],
        groups: [{ id: 'components', title: 'Components', items: [{ name: 'DataGrid', href: '/x/api/data-grid/data-grid/', summary: 'The grid.' }] }],
      },
      host: HOST,
    });
    expect(markdown).toContain('## Packages\n\n- `@mui/x-data-grid` 8.5.0\n- `@mui/x-data-grid-pro` 8.5.0 (Pro plan)');
    expect(markdown).toContain('## Components\n\n- [DataGrid](https://docs.example.com/x/api/data-grid/data-grid/): The grid.');
  });
});

/** @jest-environment node */
import { parseDocsPage, tableCells } from './docsPage';
import { apiMarkdown } from '../export/markdownExport';

const GUIDE = `# Sorting

> Sort rows.

From https://docs.example.com/x/react-data-grid/sorting/

Text before the first heading.

## Usage

\`\`\`tsx
// ## not a heading
\`\`\`

### Custom order

## Usage
`;

describe('parseDocsPage', () => {
  it('reads a guide\'s header and its sections with the ids the page gives its headings', () => {
    const page = parseDocsPage('/x/react-data-grid/sorting', GUIDE);
    expect(page).toMatchObject({ pathname: '/x/react-data-grid/sorting', title: 'Sorting', description: 'Sort rows.', url: 'https://docs.example.com/x/react-data-grid/sorting/', kind: 'guide', entries: [] });
    expect(page.sections.map((section) => [section.id, section.title])).toEqual([
      ['', ''],
      ['usage', 'Usage'],
      ['custom-order', 'Custom order'],
      ['usage-1', 'Usage'],
    ]);
    expect(page.sections[1].markdown).toBe('## Usage\n\n```tsx\n// ## not a heading\n```');
  });

  it('reads an API page\'s tables as entries, named and anchored as on the page', () => {
    const markdown = apiMarkdown({
      pathname: '/x/api/data-grid/data-grid',
      title: 'DataGrid API',
      description: 'API reference of DataGrid.',
      host: 'https://h',
      content: {
        kind: 'component',
        name: 'DataGrid',
        imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }],
        sections: [
          { id: 'props', title: 'Props', items: [{ name: 'density', type: '&quot;compact&quot; | &quot;standard&quot;', default: '<code>&quot;standard&quot;</code>', description: '<p>Row height.</p>' }] },
          { id: 'slots', title: 'Slots', items: [{ name: 'toolbar', description: '<p>The toolbar.</p>' }] },
          { id: 'classes', title: 'CSS classes', items: [{ name: 'cell--editing', className: 'MuiDataGrid-cell--editing', description: '<p>Editing.</p>' }] },
        ],
        source: '@mui/x-data-grid 8.5.0',
      },
    });
    const page = parseDocsPage('/x/api/data-grid/data-grid', markdown);
    expect(page.kind).toBe('api');
    expect(page.sections.map((section) => section.id)).toEqual(['', 'import', 'props', 'slots', 'classes']);
    expect(page.entries).toEqual([
      { section: 'props', name: 'density', id: 'props-density', cells: { Name: '`density`', Type: '`"compact" | "standard"`', Default: '`"standard"`', Description: 'Row height.' } },
      { section: 'slots', name: 'toolbar', id: 'slots-toolbar', cells: { Slot: '`toolbar`', Default: '', Description: 'The toolbar.' } },
      { section: 'classes', name: 'cell--editing', id: 'classes-cell--editing', cells: { 'Class name': '`.MuiDataGrid-cell--editing`', Key: '`cell--editing`', Description: 'Editing.' } },
    ]);
  });
});

describe('tableCells', () => {
  it.each([
    ['| a | b |', ['a', 'b']],
    ['| `x \\| y` | c |', ['`x | y`', 'c']],
    ['| a |  |', ['a', '']],
  ])('%s', (line, cells) => {
    expect(tableCells(line)).toEqual(cells);
  });
});

/** @jest-environment node */
import { parseDocsPage } from './docsPage';
import { createDocsSearch, excerpt, groupOf, searchDocs } from './searchDocs';

const table = (rows: string[]) => `## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
const PAGES = [
  parseDocsPage(
    '/x/react-data-grid/row-selection',
    '# Row selection\n\n> Select rows.\n\nFrom https://h/x/react-data-grid/row-selection/\n\n## Checkbox selection\n\nSet `checkboxSelection` to add a column of checkboxes that select rows.\n',
  ),
  parseDocsPage('/x/react-data-grid/column-pinning', '# Column pinning\n\n> Pin columns to the left or the right.\n\nFrom https://h/x/react-data-grid/column-pinning/\n\n## Pinning from code\n\nPin a column with the pinned columns model.\n'),
  parseDocsPage(
    '/x/api/data-grid/data-grid-pro',
    `# DataGridPro API\n\n> Props of DataGridPro.\n\nFrom https://h/x/api/data-grid/data-grid-pro/\n\n${table(['| `checkboxSelection` | `boolean` | `false` | Adds a checkbox column. |', '| `pinnedColumns` | `GridPinnedColumnFields` |  | The pinned columns. |', '| `columnMenuPinLeftIcon` | `elementType` |  | Icon of pinning to the left. |'])}`,
  ),
  parseDocsPage(
    '/x/api/data-grid/data-grid',
    `# DataGrid API\n\n> Props of DataGrid.\n\nFrom https://h/x/api/data-grid/data-grid/\n\n${table(['| `checkboxSelection` | `boolean` | `false` | Adds a checkbox column. |', '| `density` | `string` |  | Row height. |'])}`,
  ),
  parseDocsPage(
    '/x/api/tree-view/simple-tree-view',
    `# SimpleTreeView API\n\n> Props of SimpleTreeView.\n\nFrom https://h/x/api/tree-view/simple-tree-view/\n\n${table(['| `checkboxSelection` | `boolean` | `false` | Adds a checkbox to each item. |'])}`,
  ),
];
const search = createDocsSearch(PAGES);

describe('searchDocs', () => {
  it('ranks an exact API name to its entry: the plainest page first, each product once, a prop of the free grid not again on its Pro copy', () => {
    const { results } = searchDocs(search, 'checkboxSelection', { host: 'https://h' });
    expect(results.slice(0, 3).map((result) => `${result.kind} ${result.page} ${result.url}`)).toEqual([
      'prop DataGrid API https://h/x/api/data-grid/data-grid/#props-checkboxSelection',
      'prop SimpleTreeView API https://h/x/api/tree-view/simple-tree-view/#props-checkboxSelection',
      // DataGridPro's copy of the prop is not listed: the free DataGrid has it.
      'section Row selection https://h/x/react-data-grid/row-selection/#checkbox-selection',
    ]);
    expect(results[0]).toMatchObject({ title: 'checkboxSelection', path: '/x/api/data-grid/data-grid/', snippet: expect.stringContaining('Adds a checkbox column') });
  });

  it('quotes code as it reads, without its marks', () => {
    const { results } = searchDocs(search, 'checkbox selection', { host: 'https://h' });
    const section = results.find((result) => result.url === 'https://h/x/react-data-grid/row-selection/#checkbox-selection');
    expect(section?.snippet).toContain('Set checkboxSelection to add a column of checkboxes');
  });

  it('puts the product asked for first', () => {
    const { results } = searchDocs(search, 'checkboxSelection', { host: 'https://h', product: 'tree-view' });
    expect(results[0].url).toBe('https://h/x/api/tree-view/simple-tree-view/#props-checkboxSelection');
  });

  it('ranks the guide about a topic above API entries that mention its words', () => {
    const { results } = searchDocs(search, 'pin a column', { host: 'https://h', limit: 3 });
    expect(results[0].page).toBe('Column pinning');
    expect(results).toHaveLength(3);
  });

  it('takes a misspelt name for the closest one, and says so', () => {
    const answer = searchDocs(search, 'checkboxSelectoin', { host: 'https://h' });
    expect(answer.didYouMean).toBe('checkboxSelection');
    expect(answer.results[0]).toMatchObject({ kind: 'prop', url: 'https://h/x/api/data-grid/data-grid/#props-checkboxSelection', snippet: expect.stringContaining('Adds a checkbox column') });
  });

  it('leads a heading named as typed to its section, with a quote of it', () => {
    const { results } = searchDocs(search, 'Pinning from code', { host: 'https://h' });
    expect(results[0]).toMatchObject({ kind: 'section', title: 'Pinning from code', url: 'https://h/x/react-data-grid/column-pinning/#pinning-from-code' });
    expect(results[0].snippet).toContain('pinned columns model');
  });

  it('corrects a misspelt word of a topic', () => {
    const answer = searchDocs(search, 'pinnning', { host: 'https://h' });
    expect(answer.didYouMean).toBe('pinning');
    expect(answer.results[0]).toMatchObject({ kind: 'page', page: 'Column pinning', url: 'https://h/x/react-data-grid/column-pinning/' });
  });

  it('names the closest pages when nothing matches, and answers nothing to an empty query', () => {
    expect(searchDocs(search, 'zzz', { host: 'https://h' })).toEqual({ results: [] });
    expect(searchDocs(search, 'colu', { host: 'https://h' })).toEqual({ results: [], suggestions: [{ title: 'Column pinning', url: 'https://h/x/react-data-grid/column-pinning/' }] });
    expect(searchDocs(search, '   ', { host: 'https://h' })).toEqual({ results: [] });
  });
});

describe('excerpt', () => {
  it('quotes around the first word asked for and marks the words', () => {
    const text = 'Intro. Set checkboxSelection to <b>add</b> checkboxes.';
    expect(excerpt(text, 'checkboxSelection', 30)).toBe('…Set <mark>checkboxSelection</mark> to…');
    expect(excerpt(text, 'checkboxSelection', 60)).toBe('Intro. Set <mark>checkboxSelection</mark> to &lt;b&gt;add&lt;/b&gt; <mark>checkbox</mark>es.');
    expect(excerpt('No match here.', 'other')).toBe('No match here.');
  });
});

describe('groupOf', () => {
  it.each([
    ['/x/react-data-grid/sorting', '/x/react-data-grid-group'],
    ['/x/react-data-grid', '/x/react-data-grid-group'],
    ['/x/api/charts/bar-chart', '/x/react-charts-group'],
    ['/x/introduction', 'other'],
  ])('%s', (pathname, group) => {
    expect(groupOf(pathname)).toBe(group);
  });
});

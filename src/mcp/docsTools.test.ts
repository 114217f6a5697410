/** @jest-environment node */
import { closestPaths, findApiPage, getApi, getPage, normalizePath, titlesInLlmsTxt, versionLabel, versionsInLlmsTxt } from './docsTools';
import { parseDocsPage } from './docsPage';
import { versionSentence } from '../export/llmsTxt';

const api = (name: string, pathname: string) =>
  parseDocsPage(pathname, `# ${name} API\n\n> API reference of ${name}.\n\nFrom https://h${pathname}/\n\n## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n| \`rows\` | \`GridRowsProp\` |  | The rows. |\n`);
const PAGES = [
  parseDocsPage('/x/react-data-grid/sorting', '# Sorting\n\n> Sort.\n\nFrom https://h/x/react-data-grid/sorting/\n\n## Custom order\n\nText.\n'),
  api('DataGrid', '/x/api/data-grid/data-grid'),
  api('GridColDef', '/x/api/data-grid/grid-col-def'),
];

describe('normalizePath', () => {
  it.each([
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['x/react-data-grid/sorting', '/x/react-data-grid/sorting'],
    ['https://mui.com/x/react-data-grid/sorting/#custom-order', '/x/react-data-grid/sorting'],
    ['/x/react-data-grid/sorting.md', '/x/react-data-grid/sorting'],
    ['/x/react-data-grid/sorting/?a=1', '/x/react-data-grid/sorting'],
  ])('%s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('closestPaths', () => {
  it('prefers whole words, then word starts, then the same kind of page', () => {
    const known = ['/x/react-data-grid/sorting/', '/x/react-charts/bars/', '/x/api/data-grid/data-grid/', '/x/react-data-grid/filtering/'];
    expect(closestPaths('/x/react-data-grid/sort', known)).toEqual(['/x/react-data-grid/sorting/', '/x/react-data-grid/filtering/', '/x/api/data-grid/data-grid/']);
    expect(closestPaths('/x/nothing', known)).toEqual([]);
  });
});

describe('getPage and getApi', () => {
  it('finds a page by any form of its path, and one section by id or heading', () => {
    expect(getPage(PAGES, 'https://h/x/react-data-grid/sorting/')).toBe(PAGES[0].markdown);
    expect(getPage(PAGES, '/x/react-data-grid/sorting', '#custom-order')).toBe('# Sorting\n\nFrom https://h/x/react-data-grid/sorting/#custom-order\n\n## Custom order\n\nText.\n');
    expect(getPage(PAGES, '/x/react-data-grid/sorting', 'Custom order')).toContain('## Custom order');
    expect(() => getPage(PAGES, '/x/react-data-grid/sorting', 'nope')).toThrow('Sorting has no section "nope". Its sections: custom-order (Custom order)');
  });

  it.each(['DataGrid', 'datagrid', 'DataGrid API', 'data-grid', '/x/api/data-grid/data-grid/'])('finds the DataGrid API as %p', (name) => {
    expect(findApiPage(PAGES, name).title).toBe('DataGrid API');
  });

  it('narrows an API to a section or a member, and says what is missing', () => {
    expect(getApi(PAGES, 'GridColDef', { section: 'props' })).toBe(`# GridColDef API\n\nFrom https://h/x/api/data-grid/grid-col-def/\n\n${PAGES[2].sections[1].markdown}\n`);
    expect(getApi(PAGES, 'DataGrid', { member: 'ROWS' })).toContain('- props `rows` (#props-rows): Type: `GridRowsProp`; Description: The rows.');
    expect(() => getApi(PAGES, 'DataGrid', { member: 'columns' })).toThrow('DataGrid API has no entry columns.');
    expect(() => getApi(PAGES, 'DataGrid', { section: 'slots' })).toThrow('DataGrid API has no slots section (it has: props).');
    expect(() => getApi(PAGES, 'Sorting')).toThrow('No API page for Sorting.');
  });
});

describe('titlesInLlmsTxt', () => {
  it('reads each page\'s title as the list names it, by pathname', () => {
    const text = [
      '# MUI X',
      '',
      'See also: [Charts](https://h/x/react-charts/llms.txt).',
      '',
      '- [Row grouping: Overview](https://h/x/react-data-grid/row-grouping.md): Group rows.',
      '- [DataGrid API](https://h/x/api/data-grid/data-grid.md): Props.',
      '- [Not a page](https://h/x/llms-full.txt)',
    ].join('\n');
    expect(titlesInLlmsTxt(text)).toEqual(
      new Map([
        ['/x/react-data-grid/row-grouping', 'Row grouping: Overview'],
        ['/x/api/data-grid/data-grid', 'DataGrid API'],
      ]),
    );
  });
});

describe('versions', () => {
  const versions = [
    { name: '@mui/x-data-grid', version: '8.5.0' },
    { name: '@mui/x-charts', version: '8.5.0' },
    { name: '@mui/x-tree-view', version: '8.6.0-beta.1' },
  ];

  it('reads back the sentence every llms.txt writes', () => {
    expect(versionsInLlmsTxt(`# MUI X\n\n> Summary.\n\n${versionSentence(versions)} Each link…\n`)).toEqual(versions);
    expect(versionsInLlmsTxt('# Nothing\n')).toEqual([]);
  });

  it.each([
    [versions, '8.5.0 (@mui/x-tree-view 8.6.0-beta.1)'],
    [versions.slice(0, 2), '8.5.0'],
    [[], 'unknown'],
  ])('labels %p', (list, label) => {
    expect(versionLabel(list)).toBe(label);
  });
});

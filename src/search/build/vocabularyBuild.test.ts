import { buildVocabulary, demoTitle, ENTRIES_PER_KEY, type SourcePage } from './vocabularyBuild';

const page = (overrides: Partial<SourcePage>): SourcePage => ({
  url: '/x/a/',
  title: 'A',
  context: [],
  group: '/x/react-data-grid-group',
  groupOrder: 2,
  ...overrides,
});

describe('buildVocabulary', () => {
  const sources = [
    page({ url: '/x/react-data-grid/row-grouping/', title: 'Row grouping: overview', navTitle: 'Overview', context: ['Row grouping', 'Data Grid'], headings: [{ id: 'grouping-columns', text: 'Grouping columns' }], demos: [{ id: 'RowGroupingBasic', title: 'Row grouping basic' }] }),
    page({ url: '/x/api/data-grid/data-grid-pro/', title: 'DataGridPro', plan: 'pro', api: { name: 'DataGridPro', edition: 1, entries: [{ anchor: 'props-checkboxSelection', kind: 'prop', name: 'checkboxSelection' }] } }),
    page({ url: '/x/api/data-grid/data-grid/', title: 'DataGrid', api: { name: 'DataGrid', edition: 0, entries: [{ anchor: 'props-checkboxSelection', kind: 'prop', name: 'checkboxSelection' }, { anchor: 'classes-cell', kind: 'cssClass', name: 'cell', className: 'MuiDataGrid-cell' }] } }),
    page({ url: '/x/api/tree-view/rich-tree-view/', title: 'RichTreeView', group: '/x/react-tree-view-group', groupOrder: 5, api: { name: 'RichTreeView', edition: 0, entries: [{ anchor: 'props-checkboxSelection', kind: 'prop', name: 'checkboxSelection' }] } }),
  ];
  const files = buildVocabulary(sources, [{ title: 'Row grouping', url: '/x/react-data-grid/row-grouping/' }]);

  it('lists the pages with the words of their title, context and path', () => {
    expect(files.pages[0]).toMatchObject({ url: '/x/react-data-grid/row-grouping/', title: 'Row grouping: overview', api: false, words: ['row', 'group', 'overview'] });
    expect(files.pages[0].context).toEqual(expect.arrayContaining(['row', 'group', 'data', 'grid']));
    expect(files.pages[1]).toMatchObject({ api: true, plan: 'pro', edition: 1 });
  });

  it('files every name under its key: titles, groups, headings, demos, API entries and their global class names', () => {
    expect(files.shards.ro.rowgroupingoverview).toEqual([[0, '', 'page', 'Row grouping: overview']]);
    expect(files.shards.ro.rowgrouping).toEqual([[0, '', 'page', 'Row grouping: overview']]);
    expect(files.shards.gr.groupingcolumns).toEqual([[0, 'grouping-columns', 'section', 'Grouping columns']]);
    expect(files.shards.ro.rowgroupingbasic).toEqual([[0, 'RowGroupingBasic', 'demo', 'Row grouping basic']]);
    expect(files.shards.mu.muidatagridcell).toEqual([[2, 'classes-cell', 'cssClass', 'MuiDataGrid-cell']]);
  });

  it('orders the entries of a key by product, and lists a prop of the free DataGrid once, on DataGrid', () => {
    expect(files.shards.ch.checkboxselection.map(([index]) => files.pages[index].title)).toEqual(['DataGrid', 'RichTreeView']);
  });

  it('keeps a Pro entry the free component lacks, and puts the component most demos use first', () => {
    const pickers = [
      page({ url: '/x/api/date-pickers/date-field/', title: 'DateField', api: { name: 'DateField', edition: 0, uses: 3, entries: [{ anchor: 'props-disablePast', kind: 'prop', name: 'disablePast' }] } }),
      page({ url: '/x/api/date-pickers/date-picker/', title: 'DatePicker', api: { name: 'DatePicker', edition: 0, uses: 40, entries: [{ anchor: 'props-disablePast', kind: 'prop', name: 'disablePast' }] } }),
      page({ url: '/x/api/data-grid/data-grid-pro/', title: 'DataGridPro', api: { name: 'DataGridPro', edition: 1, entries: [{ anchor: 'props-treeData', kind: 'prop', name: 'treeData' }] } }),
      page({ url: '/x/api/data-grid/data-grid-premium/', title: 'DataGridPremium', api: { name: 'DataGridPremium', edition: 2, entries: [{ anchor: 'props-treeData', kind: 'prop', name: 'treeData' }] } }),
    ];
    const built = buildVocabulary(pickers);
    expect(built.shards.di.disablepast.map(([index]) => built.pages[index].title)).toEqual(['DatePicker', 'DateField']);
    expect(built.shards.tr.treedata.map(([index]) => built.pages[index].title)).toEqual(['DataGridPro']);
  });

  it('keeps a few entries of a name every component has', () => {
    const many = Array.from({ length: 30 }, (_, index) => page({ url: `/x/api/p${index}/`, title: `P${index}`, api: { name: `P${index}`, edition: 0, entries: [{ anchor: 'props-sx', kind: 'prop', name: 'sx' }] } }));
    expect(buildVocabulary(many).shards.sx.sx).toHaveLength(ENTRIES_PER_KEY);
  });

  it('lists the words of the names by first letter, for correcting typos', () => {
    expect(files.words.g).toEqual(expect.arrayContaining(['grouping', 'grid']));
    expect(files.words.c).toEqual(expect.arrayContaining(['checkbox', 'columns', 'cell']));
    expect(files.words.s).toEqual(expect.arrayContaining(['selection']));
  });

  it('names a demo after its file', () => {
    expect(demoTitle('SortingNullsLast')).toBe('Sorting nulls last');
  });
});

import { groupHits, hitKind, hitsOfPage, normalizeName, pagePath, rankHits, type FragmentLike, type PageResult, type SubResultLike } from './results';

const sub = (title: string, url: string, score: number, anchor?: { element: string; id: string }): SubResultLike => ({
  title,
  url,
  excerpt: `about <mark>${title}</mark>`,
  anchor,
  weighted_locations: [{ balanced_score: score }],
});

function fragment(url: string, title: string, subs: SubResultLike[], filters: FragmentLike['filters'] = {}): FragmentLike {
  return { url, excerpt: `${title} page`, meta: { title }, filters: { group: ['/x/react-data-grid-group'], ...filters }, sub_results: subs };
}

const en = (value: FragmentLike, score = 10): PageResult => ({ fragment: value, language: 'en', score });
const zh = (value: FragmentLike, score = 10): PageResult => ({ fragment: value, language: 'zh-hans', score });

const sorting = fragment('/x/react-data-grid/sorting/', 'Sorting', [
  sub('Sorting', '/x/react-data-grid/sorting/', 2),
  sub('Custom comparator', '/x/react-data-grid/sorting/#custom-comparator', 30, { element: 'h3', id: 'custom-comparator' }),
  sub('Sort order', '/x/react-data-grid/sorting/#sort-order', 10, { element: 'h2', id: 'sort-order' }),
  sub('Sorting mode', '/x/react-data-grid/sorting/#sorting-mode', 5, { element: 'h2', id: 'sorting-mode' }),
]);

const apiPage = (slug: string, title: string, plan?: string) =>
  fragment(
    `/x/api/data-grid/${slug}/`,
    title,
    [
      sub('Props', `/x/api/data-grid/${slug}/#props`, 1, { element: 'h2', id: 'props' }),
      sub('checkboxSelection', `/x/api/data-grid/${slug}/#props-checkboxSelection`, 8, { element: 'li', id: 'props-checkboxSelection' }),
      sub('checkboxSelectionVisibleOnly', `/x/api/data-grid/${slug}/#props-checkboxSelectionVisibleOnly`, 9, { element: 'li', id: 'props-checkboxSelectionVisibleOnly' }),
    ],
    plan ? { plan: [plan], kind: ['api'] } : { kind: ['api'] },
  );

const selectionGuide = fragment('/x/react-data-grid/row-selection/', 'Row selection', [
  sub('Checkbox selection', '/x/react-data-grid/row-selection/#checkbox-selection', 50, { element: 'h2', id: 'checkbox-selection' }),
]);

describe('hitKind', () => {
  it.each([
    [undefined, 'page'],
    [{ element: 'h2', id: 'custom-order' }, 'section'],
    [{ element: 'h2', id: 'props' }, 'section'],
    [{ element: 'h3', id: 'props-and-state' }, 'section'],
    [{ element: 'li', id: 'props-checkboxSelection' }, 'prop'],
    [{ element: 'li', id: 'slots-toolbar' }, 'slot'],
    [{ element: 'li', id: 'classes-cell--editing' }, 'cssClass'],
    [{ element: 'li', id: 'members-getRow' }, 'member'],
    [{ element: 'li', id: 'other-thing' }, 'section'],
  ])('%j -> %s', (anchor, expected) => {
    expect(hitKind({ anchor })).toBe(expected);
  });
});

describe('hitsOfPage', () => {
  it('gives the best sections first, three at most, with the page details', () => {
    const hits = hitsOfPage(sorting);
    expect(hits.map((hit) => hit.url)).toEqual([
      '/x/react-data-grid/sorting/#custom-comparator',
      '/x/react-data-grid/sorting/#sort-order',
      '/x/react-data-grid/sorting/#sorting-mode',
    ]);
    expect(hits[0]).toMatchObject({
      title: 'Custom comparator',
      pageTitle: 'Sorting',
      kind: 'section',
      group: '/x/react-data-grid-group',
      excerpt: [
        { text: 'about ', mark: false },
        { text: 'Custom comparator', mark: true },
      ],
    });
    expect(hits[0].plan).toBeUndefined();
  });

  it('names text before the first heading by the page title', () => {
    const [hit] = hitsOfPage(fragment('/x/a/', 'A page', [sub('ignored', '/x/a/', 3)]));
    expect(hit).toMatchObject({ kind: 'page', title: 'A page', url: '/x/a/' });
  });

  it('falls back to the page when Pagefind gives no section, and survives missing fields', () => {
    const bare = { url: '/x/b/', excerpt: 'x', meta: {}, filters: { plan: ['gold'] }, sub_results: undefined } as unknown as FragmentLike;
    expect(hitsOfPage(bare)).toEqual([
      { url: '/x/b/', title: '/x/b/', pageTitle: '/x/b/', kind: 'page', excerpt: [{ text: 'x', mark: false }], plan: undefined, group: 'other' },
    ]);
  });

  it('keeps a known plan', () => {
    expect(hitsOfPage(apiPage('data-grid-pro', 'DataGridPro', 'pro'))[0].plan).toBe('pro');
  });
});

describe('rankHits', () => {
  it('keeps Pagefind order when nothing matches a name exactly', () => {
    const hits = rankHits([en(sorting), en(selectionGuide)], 'comparator', { language: 'en' });
    expect(hits[0].url).toBe('/x/react-data-grid/sorting/#custom-comparator');
    expect(hits[hits.length - 1].url).toBe('/x/react-data-grid/row-selection/#checkbox-selection');
  });

  it('puts the API entry named exactly by the query first, Community before Pro and Premium', () => {
    const pages = [en(selectionGuide), en(apiPage('data-grid-premium', 'DataGridPremium', 'premium')), en(apiPage('data-grid-pro', 'DataGridPro', 'pro')), en(apiPage('data-grid', 'DataGrid'))];
    const hits = rankHits(pages, 'checkboxSelection', { language: 'en' });
    expect(hits.slice(0, 2).map((hit) => hit.url)).toEqual(['/x/api/data-grid/data-grid/#props-checkboxSelection', '/x/api/data-grid/data-grid/#props-checkboxSelectionVisibleOnly']);
    expect(hits[0]).toMatchObject({ kind: 'prop', title: 'checkboxSelection', pageTitle: 'DataGrid' });
    expect(hits.filter((hit) => hit.title === 'checkboxSelection').map((hit) => hit.pageTitle)).toEqual(['DataGrid', 'DataGridPro', 'DataGridPremium']);
    // The guide, which only mentions it, follows the API pages.
    expect(hits[hits.length - 1].pageTitle).toBe('Row selection');
  });

  it('shows the entry named as typed, and one neighbour, on the first API page only', () => {
    const hits = rankHits([en(apiPage('data-grid-pro', 'DataGridPro', 'pro')), en(apiPage('data-grid', 'DataGrid'))], 'checkboxSelection', { language: 'en' });
    expect(hits.map((hit) => `${hit.pageTitle} ${hit.title}`)).toEqual(['DataGrid checkboxSelection', 'DataGrid checkboxSelectionVisibleOnly', 'DataGridPro checkboxSelection']);
  });

  it('prefers the plainest of several API pages with the entry (GridColDef before GridActionsColDef)', () => {
    const member = (slug: string, title: string) =>
      fragment(`/x/api/data-grid/${slug}/`, title, [sub('sortComparator', `/x/api/data-grid/${slug}/#members-sortComparator`, 5, { element: 'li', id: 'members-sortComparator' })], { kind: ['api'] });
    const hits = rankHits([en(member('grid-actions-col-def', 'GridActionsColDef'), 12), en(member('grid-col-def', 'GridColDef'), 11)], 'sortComparator', { language: 'en' });
    expect(hits.map((hit) => hit.pageTitle)).toEqual(['GridColDef', 'GridActionsColDef']);
  });

  it('raises guides over API pages for a topic, not for an identifier', () => {
    const guide = fragment('/x/react-charts/pie/', 'Pie', [sub('Arc labels', '/x/react-charts/pie/#arc-labels', 9, { element: 'h2', id: 'arc-labels' })], { kind: ['guide'] });
    const api = fragment('/x/api/charts/pie-chart/', 'PieChart API', [sub('arcLabel', '/x/api/charts/pie-chart/#props-arcLabel', 9, { element: 'li', id: 'props-arcLabel' })], { kind: ['api'] });
    expect(rankHits([en(api, 12), en(guide, 10)], 'pie chart labels', { language: 'en' })[0].pageTitle).toBe('Pie');
    expect(rankHits([en(api, 14), en(guide, 10)], 'pie chart labels', { language: 'en' })[0].pageTitle).toBe('PieChart API');
    expect(rankHits([en(api, 12), en(guide, 10)], 'arcLabel', { language: 'en' })[0].pageTitle).toBe('PieChart API');
  });

  it('matches a name typed with spaces or another case', () => {
    expect(rankHits([en(apiPage('data-grid', 'DataGrid')), en(selectionGuide)], 'Checkbox Selection', { language: 'en' })[0].pageTitle).toBe('Row selection');
    expect(rankHits([en(sorting), en(apiPage('data-grid', 'DataGrid'))], 'checkboxselection', { language: 'en' })[0].url).toBe(
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
    );
  });

  it('puts the reader’s product first, and among exact API entries too', () => {
    const treeApi = fragment(
      '/x/api/tree-view/rich-tree-view/',
      'RichTreeView',
      [sub('checkboxSelection', '/x/api/tree-view/rich-tree-view/#props-checkboxSelection', 9, { element: 'li', id: 'props-checkboxSelection' })],
      { group: ['/x/react-tree-view-group'] },
    );
    const treeGuide = fragment('/x/react-tree-view/selection/', 'Selection', [sub('Checkboxes', '/x/react-tree-view/selection/#checkboxes', 9, { element: 'h2', id: 'checkboxes' })], {
      group: ['/x/react-tree-view-group'],
    });
    const pages = [en(treeApi), en(treeGuide), en(apiPage('data-grid-pro', 'DataGridPro', 'pro')), en(selectionGuide), en(apiPage('data-grid', 'DataGrid'))];
    const onGridPage = rankHits(pages, 'checkboxSelection', { language: 'en', group: '/x/react-data-grid-group' });
    expect(onGridPage.filter((hit) => hit.title === 'checkboxSelection').map((hit) => hit.pageTitle)).toEqual(['DataGrid', 'DataGridPro', 'RichTreeView']);
    const onTreePage = rankHits(pages, 'checkboxSelection', { language: 'en', group: '/x/react-tree-view-group' });
    expect(onTreePage[0].pageTitle).toBe('RichTreeView');
    // A topic: the product's pages lead (its guide first), then the rest by relevance.
    const pageOrder = [...new Set(rankHits(pages, 'checkbox', { language: 'en', group: '/x/react-data-grid-group' }).map((hit) => hit.pageTitle))];
    expect(pageOrder).toEqual(['Row selection', 'DataGridPro', 'DataGrid', 'RichTreeView', 'Selection']);
  });

  it('lets a much better page of another product lead a topic query', () => {
    const pickerValidation = fragment('/x/react-date-pickers/validation/', 'Validation', [sub('Date range', '/x/react-date-pickers/validation/#date-range', 9, { element: 'h2', id: 'date-range' })], {
      group: ['/x/react-date-pickers-group'],
    });
    const gridRecipe = fragment('/x/react-data-grid/filtering-recipes/', 'Recipes', [sub('Date range', '/x/react-data-grid/filtering-recipes/#date-range', 9, { element: 'h2', id: 'date-range' })]);
    const titles = (pages: PageResult[]) => rankHits(pages, 'date range validation', { language: 'en', group: '/x/react-data-grid-group' }).map((hit) => hit.pageTitle);
    expect(titles([en(pickerValidation, 22), en(gridRecipe, 12)])).toEqual(['Validation', 'Recipes']);
    // Close scores: the reader's product first.
    expect(titles([en(pickerValidation, 16), en(gridRecipe, 12)])).toEqual(['Recipes', 'Validation']);
  });

  it('raises a page whose heading is named as typed', () => {
    const other = fragment('/x/react-data-grid/other/', 'Other', [sub('Selecting rows', '/x/react-data-grid/other/#selecting', 9, { element: 'h2', id: 'selecting' })]);
    const hits = rankHits([en(other, 12), en(selectionGuide, 10)], 'checkbox selection', { language: 'en' });
    expect(hits[0].url).toBe('/x/react-data-grid/row-selection/#checkbox-selection');
  });

  it('lists the reader’s language first and hides the English copy of a translated page', () => {
    const english = fragment('/x/react-data-grid/', 'Overview', [sub('Overview', '/x/react-data-grid/', 5)]);
    const chinese = fragment('/zh/x/react-data-grid/', '概览', [sub('概览', '/zh/x/react-data-grid/', 1)]);
    const hits = rankHits([en(sorting), en(english), zh(chinese)], 'grid', { language: 'zh' });
    expect(hits[0].url).toBe('/zh/x/react-data-grid/');
    expect(hits.map((hit) => hit.url)).not.toContain('/x/react-data-grid/');
    expect(hits.some((hit) => hit.url.startsWith('/x/react-data-grid/sorting/'))).toBe(true);
  });

  it('shows English copies to English readers', () => {
    const chinese = fragment('/zh/x/react-data-grid/', '概览', [sub('概览', '/zh/x/react-data-grid/', 1)]);
    const english = fragment('/x/react-data-grid/', 'Overview', [sub('Overview', '/x/react-data-grid/', 5)]);
    expect(rankHits([en(english), zh(chinese)], 'grid', { language: 'en' }).map((hit) => hit.url)).toEqual(['/x/react-data-grid/', '/zh/x/react-data-grid/']);
  });

  it('stops at the limit and never lists a URL twice', () => {
    const pages = Array.from({ length: 10 }, () => en(sorting));
    const hits = rankHits(pages, 'sort', { language: 'en', limit: 5 });
    expect(hits).toHaveLength(3);
    expect(rankHits([en(sorting), en(selectionGuide)], 'sort', { language: 'en', limit: 2 })).toHaveLength(2);
  });
});

describe('groupHits', () => {
  it('groups by product in the order of each group’s best hit', () => {
    const charts = fragment('/x/react-charts/bars/', 'Bars', [sub('Sorting bars', '/x/react-charts/bars/#sorting', 5, { element: 'h2', id: 'sorting' })], {
      group: ['/x/react-charts-group'],
    });
    const hits = [...hitsOfPage(sorting).slice(0, 1), ...hitsOfPage(charts), ...hitsOfPage(selectionGuide)];
    const groups = groupHits(hits);
    expect(groups.map((group) => [group.key, group.hits.map((hit) => hit.title)])).toEqual([
      ['/x/react-data-grid-group', ['Custom comparator', 'Checkbox selection']],
      ['/x/react-charts-group', ['Sorting bars']],
    ]);
  });
});

describe('helpers', () => {
  it.each([
    ['checkboxSelection', 'checkboxselection'],
    ['checkbox-selection', 'checkboxselection'],
    [' Date range ', 'daterange'],
    ['日期 选择', '日期选择'],
  ])('normalizeName(%s)', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it.each([
    ['/zh/x/a/#b', 'zh', '/x/a/'],
    ['/x/a/', 'zh', '/x/a/'],
    ['/zh/x/a/', 'en', '/zh/x/a/'],
  ])('pagePath(%s, %s)', (url, language, expected) => {
    expect(pagePath(url, language)).toBe(expected);
  });
});

describe('API entry badges', () => {
  const premium = fragment(
    '/x/api/data-grid/data-grid-premium/',
    'DataGridPremium API',
    [
      sub('multipleColumnsSortingMode', '/x/api/data-grid/data-grid-premium/#props-multipleColumnsSortingMode', 9, { element: 'li', id: 'props-multipleColumnsSortingMode' }),
      sub('autoHeight', '/x/api/data-grid/data-grid-premium/#props-autoHeight', 8, { element: 'li', id: 'props-autoHeight' }),
      sub('Props', '/x/api/data-grid/data-grid-premium/#props', 7, { element: 'h2', id: 'props' }),
    ],
    { kind: ['api'], marks: ['props-multipleColumnsSortingMode=8.5 props-autoHeight=! props=8.1'] },
  );

  it('a result of an API entry shows the badges its page gives it', () => {
    const [added, deprecated, heading] = hitsOfPage(premium);
    expect(added).toMatchObject({ title: 'multipleColumnsSortingMode', kind: 'prop', since: '8.5' });
    expect(added).not.toHaveProperty('deprecated');
    expect(deprecated).toMatchObject({ title: 'autoHeight', kind: 'prop', deprecated: true });
    expect(deprecated).not.toHaveProperty('since');
    // A section heading is not an entry, whatever the filter says of its id.
    expect(heading.kind).toBe('section');
    expect(heading).not.toHaveProperty('since');
  });

  it('a page without the filter gives no badge', () => {
    expect(hitsOfPage(apiPage('data-grid', 'DataGrid API')).some((hit) => 'since' in hit || 'deprecated' in hit)).toBe(false);
  });
});

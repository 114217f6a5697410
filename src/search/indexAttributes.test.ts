import { searchIndexAttributes, searchMarks } from './indexAttributes';
import { parseSearchMarks } from './results';

describe('searchIndexAttributes', () => {
  it('marks the body and files a guide under its top-level group', () => {
    expect(searchIndexAttributes({ pathname: '/x/react-data-grid/sorting', activeChain: ['/x/react-data-grid/sorting', '/x/react-data-grid-group'] })).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind[data-search-kind], group[data-search-group]',
      'data-search-kind': 'guide',
      'data-search-group': '/x/react-data-grid-group',
    });
  });

  it('files API pages apart, and adds the plan of a Pro or Premium page', () => {
    const attributes = searchIndexAttributes({ pathname: '/x/api/data-grid/data-grid-pro', activeChain: ['/x/api/data-grid/data-grid-pro', '/x/api/data-grid-group', '/x/react-data-grid-group'], plan: 'pro' });
    expect(attributes).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind[data-search-kind], group[data-search-group], plan[data-search-plan]',
      'data-search-kind': 'api',
      'data-search-group': '/x/react-data-grid-group',
      'data-search-plan': 'pro',
    });
  });

  it('indexes a page without a group as such', () => {
    expect(searchIndexAttributes({ pathname: '/x/a', activeChain: [] })).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind[data-search-kind]',
      'data-search-kind': 'guide',
    });
  });

  it('leaves pages outside the navigation out of the index', () => {
    expect(searchIndexAttributes({ pathname: '/404', activeChain: [], noIndex: true })).toEqual({});
  });
});

describe('searchMarks', () => {
  const entries = [
    { id: 'props-rows' },
    { id: 'props-multipleColumnsSortingMode', since: '8.5' },
    { id: 'props-autoHeight', deprecated: true },
    { id: 'slots-bottomBar', since: '8.3.1', deprecated: true },
  ];

  it('lists only the entries with a badge, and reads back as written', () => {
    const marks = searchMarks(entries);
    expect(marks).toBe('props-multipleColumnsSortingMode=8.5 props-autoHeight=! slots-bottomBar=8.3.1!');
    expect(Object.fromEntries(parseSearchMarks(marks))).toEqual({
      'props-multipleColumnsSortingMode': { since: '8.5' },
      'props-autoHeight': { deprecated: true },
      'slots-bottomBar': { since: '8.3.1', deprecated: true },
    });
  });

  it('adds the marks filter to an API page that has some, and nothing otherwise', () => {
    const page = { pathname: '/x/api/data-grid/data-grid-premium', activeChain: ['/x/api/data-grid/data-grid-premium', '/x/react-data-grid-group'], plan: 'premium' as const };
    const attributes = searchIndexAttributes(page, searchMarks(entries));
    expect(attributes['data-pagefind-filter']).toBe('kind[data-search-kind], group[data-search-group], plan[data-search-plan], marks[data-search-marks]');
    expect(attributes['data-search-marks']).toContain('props-multipleColumnsSortingMode=8.5');
    expect(searchIndexAttributes(page, searchMarks([{ id: 'props-rows' }]))).not.toHaveProperty('data-search-marks');
  });

  it('ignores what it cannot read', () => {
    expect(parseSearchMarks(undefined).size).toBe(0);
    expect(parseSearchMarks('garbage props-a= props-b=x.y props-c=8.5').size).toBe(1);
  });
});

import { searchIndexAttributes } from './indexAttributes';

const nav = [
  { pathname: '/x/introduction-group', title: 'Introduction' },
  { pathname: '/x/react-data-grid-group', title: 'Data Grid' },
];

describe('searchIndexAttributes', () => {
  it('marks the body and files a page under its top-level group', () => {
    expect(searchIndexAttributes({ pathname: '/x/react-data-grid/sorting', activeChain: ['/x/react-data-grid/sorting', '/x/react-data-grid-group'], nav })).toEqual({
      'data-pagefind-body': '',
      'data-search-kind': 'guide',
      'data-search-group': '/x/react-data-grid-group',
      'data-search-group-title': 'Data Grid',
      'data-pagefind-filter': 'kind[data-search-kind], group[data-search-group], groupTitle[data-search-group-title]',
    });
  });

  it('adds the plan of a Pro or Premium page', () => {
    const attributes = searchIndexAttributes({
      pathname: '/x/react-data-grid/row-grouping',
      activeChain: ['/x/react-data-grid/row-grouping', '/x/react-data-grid/row-grouping-group', '/x/react-data-grid-group'],
      nav,
      plan: 'premium',
    });
    expect(attributes['data-search-plan']).toBe('premium');
    expect(attributes['data-pagefind-filter']).toBe('kind[data-search-kind], group[data-search-group], groupTitle[data-search-group-title], plan[data-search-plan]');
  });

  it('files API pages apart from guides', () => {
    const attributes = searchIndexAttributes({ pathname: '/x/api/data-grid/data-grid-pro', activeChain: ['/x/api/data-grid/data-grid-pro', '/x/react-data-grid-group'], nav, plan: 'pro' });
    expect(attributes['data-search-kind']).toBe('api');
  });

  it('indexes a page whose group is unknown without a group', () => {
    const bare = { 'data-pagefind-body': '', 'data-search-kind': 'guide', 'data-pagefind-filter': 'kind[data-search-kind]' };
    expect(searchIndexAttributes({ pathname: '/x/a', activeChain: [], nav })).toEqual(bare);
    expect(searchIndexAttributes({ pathname: '/x/a', activeChain: ['/x/elsewhere'], nav })).toEqual(bare);
  });

  it('leaves pages outside the navigation out of the index', () => {
    expect(searchIndexAttributes({ pathname: '/404', activeChain: [], nav, noIndex: true })).toEqual({});
  });
});

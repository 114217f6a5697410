import { searchIndexAttributes } from './indexAttributes';

const nav = [
  { pathname: '/x/introduction-group', title: 'Introduction' },
  { pathname: '/x/react-data-grid-group', title: 'Data Grid' },
];

describe('searchIndexAttributes', () => {
  it('marks the body and files a page under its top-level group', () => {
    expect(searchIndexAttributes({ activeChain: ['/x/react-data-grid/sorting', '/x/react-data-grid-group'], nav })).toEqual({
      'data-pagefind-body': '',
      'data-search-group': '/x/react-data-grid-group',
      'data-search-group-title': 'Data Grid',
      'data-pagefind-filter': 'group[data-search-group], groupTitle[data-search-group-title]',
    });
  });

  it('adds the plan of a Pro or Premium page', () => {
    const attributes = searchIndexAttributes({
      activeChain: ['/x/react-data-grid/row-grouping', '/x/react-data-grid/row-grouping-group', '/x/react-data-grid-group'],
      nav,
      plan: 'premium',
    });
    expect(attributes['data-search-plan']).toBe('premium');
    expect(attributes['data-pagefind-filter']).toBe('group[data-search-group], groupTitle[data-search-group-title], plan[data-search-plan]');
  });

  it('indexes a page whose group is unknown without a group', () => {
    expect(searchIndexAttributes({ activeChain: [], nav })).toEqual({ 'data-pagefind-body': '' });
    expect(searchIndexAttributes({ activeChain: ['/x/elsewhere'], nav })).toEqual({ 'data-pagefind-body': '' });
  });

  it('leaves pages outside the navigation out of the index', () => {
    expect(searchIndexAttributes({ activeChain: [], nav, noIndex: true })).toEqual({});
  });
});

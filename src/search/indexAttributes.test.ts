import { searchIndexAttributes } from './indexAttributes';

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

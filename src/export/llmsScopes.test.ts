import type { NavPage } from '../contracts';
import { products } from '../../data/products';
import { llmsScopes, PRODUCT_SUMMARIES, type ScopeInputs } from './llmsScopes';

const TREE: NavPage[] = [
  { pathname: 'https://example.com/whats-new/', title: 'External' },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/llms.txt', title: 'llms.txt' },
    ],
  },
  ...products.map(
    (product): NavPage => ({
      pathname: `/x/${product.guideSegment}-group`,
      title: product.name,
      children: [
        { pathname: `/x/${product.guideSegment}`, title: 'Overview' },
        { pathname: `/x/${product.guideSegment}/quickstart` },
        {
          pathname: `/x/${product.guideSegment}/main-features`,
          subheader: 'Main features',
          children: [
            { pathname: `/x/${product.guideSegment}/sorting` },
            { pathname: `/x/${product.guideSegment}/editing-group`, title: 'Editing', children: [{ pathname: `/x/${product.guideSegment}/editing`, title: 'Overview' }] },
            { pathname: `/x/${product.guideSegment}/no-markdown` },
          ],
        },
        { pathname: `/x/api/${product.apiSegment}-group`, subheader: 'Resources', children: [{ pathname: `/x/api/${product.apiSegment}/thing` }] },
      ],
    }),
  ),
];

const inputs: ScopeInputs = {
  tree: TREE,
  describe: (pathname) => (pathname.endsWith('/no-markdown') ? undefined : `About ${pathname}.`),
  apiPages: [
    { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid API', description: 'Props of DataGrid.' },
    { pathname: '/x/api/charts/bar-chart', title: 'BarChart API', description: 'Props of BarChart.' },
  ],
  versionsOf: (segment) => [{ name: `@mui/x-${segment}`, version: '8.5.0' }],
};

describe('llmsScopes', () => {
  const scopes = llmsScopes(inputs);

  it('gives the whole site, then each product, each with its packages\' versions', () => {
    expect(scopes.map((scope) => scope.base)).toEqual(['/x', '/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view']);
    expect(scopes[0].versions.map((item) => item.name)).toEqual(['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view']);
    expect(scopes[1]).toMatchObject({ title: 'MUI X Data Grid', name: 'the Data Grid', versions: [{ name: '@mui/x-data-grid', version: '8.5.0' }] });
    expect(scopes[0].related.map((item) => item.base)).toEqual(['/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view']);
  });

  it('sections a product by its top-level pages, then its subheaders; API pages go apart, pages without markdown are left out', () => {
    const grid = scopes[1];
    expect(grid.sections.map((section) => [section.title, section.links.map((link) => `${link.title} ${link.pathname}`)])).toEqual([
      ['Data Grid', ['Overview /x/react-data-grid', 'Quickstart /x/react-data-grid/quickstart']],
      ['Main features', ['Sorting /x/react-data-grid/sorting', 'Editing: Overview /x/react-data-grid/editing']],
    ]);
    expect(grid.sections[0].links[0].description).toBe('About /x/react-data-grid.');
    expect(grid.api.map((link) => link.pathname)).toEqual(['/x/api/data-grid/data-grid']);
  });

  it('sections the site by its top-level groups, naming a shared title by the group holding it', () => {
    const site = scopes[0];
    expect(site.sections.map((section) => section.title)).toEqual(['Introduction', 'Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View']);
    expect(site.sections[0].links.map((link) => link.title)).toEqual(['Overview']);
    expect(site.sections[1].links.map((link) => link.title)).toEqual(['Overview', 'Quickstart', 'Sorting', 'Editing: Overview']);
    expect(site.api).toHaveLength(2);
  });

  it('fails when a product has no group in the navigation', () => {
    expect(() => llmsScopes({ ...inputs, tree: TREE.slice(0, 2) })).toThrow('the navigation has no group /x/react-data-grid-group for the Data Grid');
  });

  it('has a summary for every product', () => {
    expect(products.filter((product) => !PRODUCT_SUMMARIES[product.id])).toEqual([]);
  });
});

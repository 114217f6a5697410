/**
 * @jest-environment node
 */
import type { NavPage } from '../contracts';
import type { ApiPageFile } from '../api/build/types';
import { apiPageIds, apiPageLinks, collectSiteLinks, treeLinks } from './siteLinks';
import { checkLinks } from './linkCheck';
import pages from '../../data/pages';
import { extraPages, SYNTHETIC_TEMPLATE } from '../nav/build/extraPages';

const symbolPage: ApiPageFile = {
  pathname: '/x/api/data-grid/data-grid',
  title: 'DataGrid API',
  description: 'DataGrid API.',
  content: {
    kind: 'component',
    name: 'DataGrid',
    imports: [{ code: "import { DataGrid } from '@mui/x-data-grid';" }],
    intro: '<p>See <a href="/x/react-data-grid/">the overview</a>.</p>',
    sections: [
      {
        id: 'props',
        title: 'Props',
        items: [
          { name: 'sortModel', description: '<p>See <a href="/x/react-data-grid/sorting/#sort-model">sorting</a>.</p>' },
          { name: 'onRowClick', tags: [{ kind: 'params', items: [{ name: 'params', html: '<p>From <a href="/x/api/data-grid/grid-row-params/">GridRowParams</a>.</p>' }] }] },
        ],
      },
      { id: 'classes', title: 'CSS classes', items: [{ name: 'cell--editing', className: 'MuiDataGrid-cell--editing' }] },
    ],
    source: '@mui/x-data-grid 8.5.0',
  },
};

describe('API pages in the link check', () => {
  it('gives the anchors the page renders: sections and one per member', () => {
    expect(apiPageIds(symbolPage)).toEqual(['import', 'props', 'props-sortModel', 'props-onRowClick', 'classes', 'classes-cell--editing']);
  });

  it('gives the links of its HTML fragments, named by page and member', () => {
    expect(apiPageLinks(symbolPage)).toEqual([
      { href: '/x/react-data-grid/', page: '/x/api/data-grid/data-grid', where: '/x/api/data-grid/data-grid (generated API page, description)' },
      { href: '/x/react-data-grid/sorting/#sort-model', page: '/x/api/data-grid/data-grid', where: '/x/api/data-grid/data-grid (generated API page, sortModel)' },
      // A parameter's text (a doc tag) is checked as the description is.
      { href: '/x/api/data-grid/grid-row-params/', page: '/x/api/data-grid/data-grid', where: '/x/api/data-grid/data-grid (generated API page, onRowClick)' },
    ]);
  });

  it('gives an index page its package and group anchors', () => {
    const index: ApiPageFile = {
      pathname: '/x/api/data-grid',
      title: 'Data Grid API',
      description: '',
      content: { kind: 'index', packages: [], groups: [{ id: 'components', title: 'Components', items: [] }] },
    };
    expect(apiPageIds(index)).toEqual(['packages', 'components']);
  });
});

describe('treeLinks', () => {
  it('names each page entry by its line in data/pages.ts, leaving groups and external links out', () => {
    const tree: NavPage[] = [
      { pathname: 'https://mui.com/x/whats-new/' },
      { pathname: '/x/group', children: [{ pathname: '/x/react-charts#planned' }, { pathname: '/x/a' }] },
    ];
    const source = ["const pages = [", "  { pathname: '/x/group', children: [", "    { pathname: '/x/react-charts#planned' },", "    { pathname: '/x/a' },", ']'].join('\n');
    expect(treeLinks(tree, source)).toEqual([
      { href: '/x/react-charts#planned', page: '/', where: 'data/pages.ts:3' },
      { href: '/x/a', page: '/', where: 'data/pages.ts:4' },
    ]);
  });
});

describe('the scale mode of the bench', () => {
  it('counts the synthetic pages as pages, with the template article’s anchors', () => {
    const tree = [...pages, ...extraPages(3)];
    // Read once (every guide): what siteLinkProblems does, without reading them twice.
    const { site, links } = collectSiteLinks(tree, []);
    const synthetic = extraPages(3)[0].children![0].children!.map((page) => page.pathname);
    for (const pathname of synthetic) expect(site.get(pathname)).toEqual(site.get(SYNTHETIC_TEMPLATE));
    // Only the synthetic pages' links: without API pages every link to one is a problem, and naming the
    // nearest page for each takes minutes once a build has filled public/.
    const toSynthetic = links.filter((link) => link.href.startsWith('/x/synthetic/'));
    expect(toSynthetic.length).toBeGreaterThan(0);
    expect(checkLinks(toSynthetic, site)).toEqual([]);
  });
});

import { checkLinks, nearest, resolveLink, type FoundLink, type SiteIndex } from './linkCheck';

const site: SiteIndex = new Map([
  ['/x/react-data-grid/sorting', new Set(['custom-comparator', 'sort-model'])],
  ['/x/react-data-grid/filtering', new Set(['quick-filter'])],
  ['/x/react-charts', new Set(['overview'])],
  ['/zh/x/react-charts', new Set(['overview'])],
  ['/x/api/data-grid/data-grid', new Set(['props', 'props-sortModel'])],
  ['/x/llms.txt', new Set()],
]);

const on = (href: string, page = '/x/react-data-grid/sorting'): FoundLink => ({ href, page, where: 'data/docs/react-data-grid/sorting.md:7' });
const messages = (links: FoundLink[]) => checkLinks(links, site).map((problem) => problem.message);

describe('checkLinks', () => {
  it.each([
    ['a page with its trailing slash', '/x/react-data-grid/filtering/'],
    ['a page without it', '/x/react-data-grid/filtering'],
    ['an anchor of another page', '/x/react-data-grid/filtering/#quick-filter'],
    ['an anchor on the same page', '#sort-model'],
    ['a relative link', '../filtering/#quick-filter'],
    ['an API prop', '/x/api/data-grid/data-grid/#props-sortModel'],
    ['an exported file', '/x/llms.txt'],
    ['a page under a language prefix the export has', '/zh/x/react-charts/'],
    ['a code-preference hash', '#tailwind-CustomTreeItem.tsx'],
    ['an external link', 'https://github.com/mui/mui-x/issues'],
    ['a protocol-relative link', '//example.com/x/'],
    ['a mail address', 'mailto:support@example.com'],
  ])('accepts %s', (_label, href) => {
    expect(messages([on(href)])).toEqual([]);
  });

  it('names a missing page with the nearest existing path', () => {
    expect(messages([on('/x/react-data-grid/filterin/')])).toEqual([
      'data/docs/react-data-grid/sorting.md:7: /x/react-data-grid/filterin/ leads to no page of the site (nearest: /x/react-data-grid/filtering/)',
    ]);
  });

  it('names a missing anchor with the nearest id of the page', () => {
    expect(messages([on('/x/react-data-grid/filtering/#quick-filters')])).toEqual([
      'data/docs/react-data-grid/sorting.md:7: /x/react-data-grid/filtering/#quick-filters names #quick-filters, which /x/react-data-grid/filtering/ does not have (nearest: #quick-filter)',
    ]);
  });

  it('checks an anchor on the same page against that page', () => {
    expect(messages([on('#sort-modle')])).toEqual([
      'data/docs/react-data-grid/sorting.md:7: #sort-modle names #sort-modle, which /x/react-data-grid/sorting/ does not have (nearest: #sort-model)',
    ]);
  });

  it('points a language prefix without a copy at the English page', () => {
    expect(messages([on('/zh/x/react-data-grid/filtering/')])).toEqual([
      'data/docs/react-data-grid/sorting.md:7: /zh/x/react-data-grid/filtering/ leads to no page of the site (nearest: /x/react-data-grid/filtering/)',
    ]);
  });
});

describe('resolveLink', () => {
  it.each([
    ['/x/a/?q=1#b', '/x/z', { pathname: '/x/a', anchor: 'b' }],
    ['#b', '/x/z', { pathname: '/x/z', anchor: 'b' }],
    ['../b/', '/x/a/c', { pathname: '/x/a/b', anchor: null }],
    ['b', '/x/a', { pathname: '/x/a/b', anchor: null }],
    ['/x/a#caf%C3%A9', '/', { pathname: '/x/a', anchor: 'café' }],
  ])('%s on %s', (href, page, expected) => {
    expect(resolveLink(href, page)).toEqual(expected);
  });
});

describe('nearest', () => {
  it('gives the closest candidate, or nothing without candidates', () => {
    expect(nearest('sortin', ['filtering', 'sorting', 'paging'])).toBe('sorting');
    expect(nearest('a', [])).toBeUndefined();
  });
});

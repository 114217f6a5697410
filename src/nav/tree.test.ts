import pages from '../../data/pages';
import type { NavItem, NavPage } from '../contracts';
import { navHref } from './navHref';
import { buildNavForPage, buildNavSections, contentPagePaths, findActivePage, findSiblings, firstLeaf, guidePages, isContentPage, sectionId } from './tree';

const tree: NavPage[] = [
  { pathname: 'https://example.com/news/', title: 'News' },
  {
    pathname: '/x/a-group',
    title: 'A',
    children: [
      { pathname: '/x/a', title: 'Overview' },
      { pathname: '/x/a/features', subheader: 'Features', children: [
        { pathname: '/x/a/one', plan: 'pro' },
        { pathname: '/x/a/sub-group', title: 'Sub', children: [{ pathname: '/x/a/deep', newFeature: true }] },
      ] },
      { pathname: '/x/api/a-group', title: 'API', children: [{ pathname: '/x/api/a/thing' }] },
      { pathname: '/x/llms.txt', title: 'llms.txt' },
      { pathname: '/x/a/#planned', title: 'Planned', planned: true },
    ],
  },
  { pathname: '/x/b-group', title: 'B', children: [{ pathname: '/x/b', title: 'Overview' }] },
];

describe('findActivePage', () => {
  it('finds a deep page and its parents, nearest first', () => {
    const { activePage, parents } = findActivePage(tree, '/x/a/deep');
    expect(activePage?.pathname).toBe('/x/a/deep');
    expect(parents.map((page) => page.pathname)).toEqual(['/x/a/sub-group', '/x/a/features', '/x/a-group']);
  });

  it.each([['/x/a/deep/'], ['/x/a/deep']])('ignores a trailing slash (%s)', (pathname) => {
    expect(findActivePage(tree, pathname).activePage?.pathname).toBe('/x/a/deep');
  });

  it.each([['/x/missing'], ['/'], ['']])('returns no page for %p', (pathname) => {
    expect(findActivePage(tree, pathname)).toEqual({ activePage: null, parents: [] });
  });

  it('finds a top-level page with no parents', () => {
    expect(findActivePage(tree, '/x/b-group').parents).toEqual([]);
  });
});

describe('tree helpers', () => {
  it('lists guide pages in drawer order, without groups, subheaders, API, files, hashes and links', () => {
    expect(guidePages(tree).map((page) => page.pathname)).toEqual(['/x/a', '/x/a/one', '/x/a/deep', '/x/b']);
  });

  it('sends a group to its first leaf', () => {
    expect(firstLeaf(tree[1]).pathname).toBe('/x/a');
    expect(firstLeaf(tree[1].children![1]).pathname).toBe('/x/a/one');
  });

  it('knows content pages', () => {
    expect(isContentPage({ pathname: '/x/a' })).toBe(true);
    expect(isContentPage({ pathname: '/x/llms.txt' })).toBe(false);
    expect(isContentPage({ pathname: 'https://mui.com/' })).toBe(false);
  });

  it('gives previous and next guide pages', () => {
    expect(findSiblings(tree, '/x/a/one')).toEqual({
      prev: { pathname: '/x/a', title: 'Overview', href: '/x/a/' },
      next: { pathname: '/x/a/deep', title: 'Deep', href: '/x/a/deep/' },
    });
    expect(findSiblings(tree, '/x/a').prev).toBeNull();
    expect(findSiblings(tree, '/x/nowhere')).toEqual({ prev: null, next: null });
  });
});

describe('buildNavForPage', () => {
  it('expands only the active top-level group and points the others at their section file', () => {
    const nav = buildNavForPage(tree, '/x/a/deep');
    expect(nav.map((item) => item.kind)).toEqual(['external', 'group', 'group']);
    expect(nav[1].children?.length).toBeGreaterThan(0);
    expect(nav[1].section).toBeUndefined();
    expect(nav[2].children).toBeUndefined();
    expect(nav[2].section).toBe('b-group');
  });

  it('resolves titles, kinds, badges and link targets', () => {
    const [, group] = buildNavForPage(tree, '/x/a');
    const [overview, features, api, file, hash] = group.children!;
    // A link that follows from the entry is left out of the data, and read back by navHref.
    expect(overview).toEqual({ pathname: '/x/a', title: 'Overview', kind: 'page' });
    expect(navHref(overview)).toBe('/x/a/');
    expect(features.kind).toBe('subheader');
    expect(features.children![0]).toMatchObject({ title: 'One', plan: 'pro', kind: 'page' });
    expect(features.children![1]).toMatchObject({ kind: 'group' });
    expect(navHref(features.children![1])).toBe('/x/a/deep/');
    expect(features.children![1].children![0]).toMatchObject({ newFeature: true });
    expect(api).toMatchObject({ kind: 'group' });
    expect(navHref(api)).toBe('/x/api/a/thing/');
    expect(file).toMatchObject({ kind: 'file' });
    expect(navHref(file)).toBe('/x/llms.txt');
    expect(hash).toMatchObject({ kind: 'page', planned: true });
    expect(navHref(hash)).toBe('/x/a/#planned');
  });

  it('keeps the link of a group whose children are in a section file: nothing else says where it goes', () => {
    const [, , other] = buildNavForPage(tree, '/x/a');
    expect(other).toMatchObject({ kind: 'group', section: 'b-group', href: '/x/b/' });
  });

  it('leaves out exactly the links navHref gives back, on the real tree', () => {
    const full = (items: NavItem[]): string[] => items.flatMap((item) => [navHref(item), ...full(item.children ?? [])]);
    const nav = buildNavForPage(pages, '/x/react-data-grid/sorting');
    const sections = buildNavSections(pages);
    const withLinks = (items: NavItem[]): string[] => items.flatMap((item) => [item.href ?? '', ...withLinks(item.children ?? [])]);
    expect(withLinks(nav).filter(Boolean).length).toBeLessThan(full(nav).length / 4);
    for (const items of [nav, ...Object.values(sections)]) expect(full(items).every((href) => href.startsWith('/x/') || href.startsWith('https://'))).toBe(true);
    expect(full(nav)).toContain('/x/react-data-grid/column-definition/');
  });

  it('expands nothing for a page outside the tree', () => {
    expect(buildNavForPage(tree, '/404').every((item) => item.children === undefined)).toBe(true);
  });

  it('keeps a real page small: other products are not embedded', () => {
    const nav = buildNavForPage(pages, '/x/react-data-grid/sorting');
    const json = JSON.stringify(nav);
    expect(json).toContain('/x/react-data-grid/column-definition');
    expect(json).not.toContain('/x/react-charts/bars');
    expect(json).not.toContain('/x/react-tree-view/rich-tree-view/items');
  });
});

describe('contentPagePaths', () => {
  it('lists the pages the site serves as links, guides and API reference, nothing else', () => {
    const paths = contentPagePaths(pages);
    expect(paths).toContain('/x/introduction/');
    expect(paths).toContain('/x/react-data-grid/sorting/');
    expect(paths).toContain('/x/api/data-grid/data-grid/');
    expect(paths.filter((path) => !/^\/x\/[a-z0-9/-]+\/$/.test(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('sections', () => {
  it('writes one section per top-level group', () => {
    expect(Object.keys(buildNavSections(tree))).toEqual(['_top', 'a-group', 'b-group']);
    expect(buildNavSections(tree)['b-group']).toEqual([{ pathname: '/x/b', title: 'Overview', kind: 'page' }]);
  });

  it('writes the top level with every group closed, naming its section', () => {
    const top = buildNavSections(tree)._top;
    expect(top.map((item) => item.pathname)).toEqual(tree.map((page) => page.pathname));
    expect(top.every((item) => item.children === undefined)).toBe(true);
    expect(top.filter((item) => item.kind === 'group').map((item) => [item.section, item.href])).toEqual([
      ['a-group', '/x/a/'],
      ['b-group', '/x/b/'],
    ]);
  });

  it.each([
    ['/x/react-charts-group', 'react-charts-group'],
    ['/x/synthetic-group', 'synthetic-group'],
    ['/odd path/#x', '-odd-path-x'],
  ])('section id of %s', (pathname, id) => {
    expect(sectionId(pathname)).toBe(id);
  });
});

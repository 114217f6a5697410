import type { NavItem } from '../contracts';
import { sectionPreload, stripNavFromHtml, stripNavFromPageJson, withoutNav } from './navData';

const leaf = (pathname: string, title: string): NavItem => ({ pathname, title, kind: 'page' });
const gridChildren: NavItem[] = [leaf('/x/react-data-grid', 'Overview'), leaf('/x/react-data-grid/sorting', 'Sorting')];
const nav: NavItem[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new", kind: 'external' },
  { pathname: '/x/react-data-grid-group', title: 'Data Grid', kind: 'group', children: gridChildren },
  { pathname: '/x/react-charts-group', title: 'Charts', href: '/x/react-charts/', kind: 'group', section: 'react-charts-group' },
];
const props = { page: { pathname: '/x/react-data-grid/sorting', nav, activeChain: ['/x/react-data-grid/sorting', '/x/react-data-grid-group'] }, toc: [] };
const topLevel: NavItem[] = [nav[0], { pathname: '/x/react-data-grid-group', title: 'Data Grid', href: '/x/react-data-grid/', kind: 'group', section: 'react-data-grid-group' }, nav[2]];
const files: Record<string, unknown> = { _top: topLevel, 'react-data-grid-group': gridChildren };
const read = (id: string) => files[id];

const html = (pageProps: unknown) =>
  `<!DOCTYPE html><html><head><title>Sorting</title></head><body><div id="__next"><nav data-nav-tree="">drawer</nav></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps },
    page: '/x/[...slug]',
  }).replace(/</g, '\\u003c')}</script></body></html>`;
const nextData = (text: string) => JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(text)![1]);

describe('withoutNav', () => {
  it('takes the drawer out of the page, naming the files it is read from: the top level, then the open product', () => {
    const result = withoutNav(props, read);
    expect(result.sections).toEqual(['_top', 'react-data-grid-group']);
    expect(result.pageProps).toEqual({ page: { pathname: props.page.pathname, activeChain: props.page.activeChain }, toc: [] });
    // The input untouched.
    expect(props.page.nav[1].children).toBe(gridChildren);
  });

  it('reads only the top level on a page without an open group (404)', () => {
    const notFound = { page: { nav: [nav[0], topLevel[1], nav[2]] } };
    expect(withoutNav(notFound, read)).toEqual({ pageProps: { page: {} }, sections: ['_top'] });
  });

  it('leaves props without a drawer as they are', () => {
    expect(withoutNav({ segments: [] }, read)).toEqual({ pageProps: { segments: [] }, sections: [] });
    expect(withoutNav(null, read)).toEqual({ pageProps: null, sections: [] });
  });

  it('refuses a missing or different file, naming it', () => {
    expect(() => withoutNav(props, (id) => (id === '_top' ? topLevel : undefined))).toThrow('/x/_nav/react-data-grid-group.json is missing');
    expect(() => withoutNav(props, (id) => (id === '_top' ? topLevel : [gridChildren[0]]))).toThrow('/x/_nav/react-data-grid-group.json differs');
    expect(() => withoutNav(props, (id) => (id === '_top' ? [nav[0]] : gridChildren))).toThrow('/x/_nav/_top.json differs from the top level');
    expect(() => withoutNav(props, (id) => (id === '_top' ? undefined : gridChildren))).toThrow('/x/_nav/_top.json is missing');
  });
});

describe('stripNavFromHtml', () => {
  it('takes the subtree out of __NEXT_DATA__ and preloads the section file from the head', () => {
    const before = html(props);
    const result = stripNavFromHtml(before, read);
    expect(result.savedBytes).toBeGreaterThan(0);
    expect(result.html.length).toBeLessThan(before.length);
    expect(sectionPreload('_top')).toContain('crossorigin="anonymous"');
    expect(result.html).toContain(
      '<title>Sorting</title><link rel="preload" href="/x/_nav/_top.json" as="fetch" crossorigin="anonymous" data-nav-section="_top"/>' +
        '<link rel="preload" href="/x/_nav/react-data-grid-group.json" as="fetch" crossorigin="anonymous" data-nav-section="react-data-grid-group"/></head>',
    );
    const data = nextData(result.html);
    expect(data.props.pageProps.page).toEqual({ pathname: props.page.pathname, activeChain: props.page.activeChain });
    expect(data.page).toBe('/x/[...slug]');
    expect(result.html).toContain('<nav data-nav-tree="">drawer</nav>');
  });

  it('returns a page without page data or without a drawer unchanged', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(stripNavFromHtml(plain, read)).toEqual({ html: plain, savedBytes: 0 });
    const withoutDrawer = html({ segments: [] });
    expect(stripNavFromHtml(withoutDrawer, read)).toEqual({ html: withoutDrawer, savedBytes: 0 });
    // A page whose document shows no drawer (a playground) keeps its data as it is.
    const noDrawerShown = html(props).replace(' data-nav-tree=""', '');
    expect(stripNavFromHtml(noDrawerShown, read)).toEqual({ html: noDrawerShown, savedBytes: 0 });
  });
});

describe('stripNavFromPageJson', () => {
  it('takes the subtree out of the JSON a client-side page change fetches', () => {
    const text = JSON.stringify({ pageProps: props, __N_SSG: true });
    const result = stripNavFromPageJson(text, read);
    const data = JSON.parse(result.text);
    expect(data.__N_SSG).toBe(true);
    expect(data.pageProps.page.nav).toBeUndefined();
    expect(data.pageProps.page.activeChain).toEqual(props.page.activeChain);
    expect(result.savedBytes).toBe(text.length - result.text.length);
    expect(stripNavFromPageJson('{"pageProps":{"page":{}}}', read).savedBytes).toBe(0);
    expect(stripNavFromPageJson('{}', read).savedBytes).toBe(0);
  });
});

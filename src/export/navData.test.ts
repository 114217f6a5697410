import type { NavItem } from '../contracts';
import { sectionPreload, stripNavFromHtml, stripNavFromPageJson, withoutNavSubtree } from './navData';

const leaf = (pathname: string, title: string): NavItem => ({ pathname, title, kind: 'page' });
const gridChildren: NavItem[] = [leaf('/x/react-data-grid', 'Overview'), leaf('/x/react-data-grid/sorting', 'Sorting')];
const nav: NavItem[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new", kind: 'external' },
  { pathname: '/x/react-data-grid-group', title: 'Data Grid', kind: 'group', children: gridChildren },
  { pathname: '/x/react-charts-group', title: 'Charts', href: '/x/react-charts/', kind: 'group', section: 'react-charts-group' },
];
const props = { page: { pathname: '/x/react-data-grid/sorting', nav, activeChain: ['/x/react-data-grid/sorting', '/x/react-data-grid-group'] }, toc: [] };
const files: Record<string, unknown> = { 'react-data-grid-group': gridChildren };
const read = (id: string) => files[id];

const html = (pageProps: unknown) =>
  `<!DOCTYPE html><html><head><title>Sorting</title></head><body><div id="__next"><nav>drawer</nav></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps },
    page: '/x/[...slug]',
  }).replace(/</g, '\\u003c')}</script></body></html>`;
const nextData = (text: string) => JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(text)![1]);

describe('withoutNavSubtree', () => {
  it('replaces the expanded group’s children with its section id and keeps its link', () => {
    const result = withoutNavSubtree(props, read);
    expect(result.section).toBe('react-data-grid-group');
    expect(result.pageProps.page.nav[1]).toEqual({
      pathname: '/x/react-data-grid-group',
      title: 'Data Grid',
      kind: 'group',
      href: '/x/react-data-grid/',
      section: 'react-data-grid-group',
    });
    // Everything else as it was, and the input untouched.
    expect(result.pageProps.page.nav[0]).toBe(nav[0]);
    expect(result.pageProps.page.nav[2]).toBe(nav[2]);
    expect(result.pageProps.page.activeChain).toBe(props.page.activeChain);
    expect(props.page.nav[1].children).toBe(gridChildren);
  });

  it('leaves a page without an expanded group (404) or without a drawer as it is', () => {
    const notFound = { page: { nav: [nav[0], nav[2]] } };
    expect(withoutNavSubtree(notFound, read)).toEqual({ pageProps: notFound, section: null });
    expect(withoutNavSubtree({ segments: [] }, read)).toEqual({ pageProps: { segments: [] }, section: null });
    expect(withoutNavSubtree(null, read)).toEqual({ pageProps: null, section: null });
  });

  it('refuses a missing or different section file, naming it', () => {
    expect(() => withoutNavSubtree(props, () => undefined)).toThrow('/x/_nav/react-data-grid-group.json is missing');
    expect(() => withoutNavSubtree(props, () => [gridChildren[0]])).toThrow('/x/_nav/react-data-grid-group.json differs');
  });
});

describe('stripNavFromHtml', () => {
  it('takes the subtree out of __NEXT_DATA__ and preloads the section file from the head', () => {
    const before = html(props);
    const result = stripNavFromHtml(before, read);
    expect(result.savedBytes).toBeGreaterThan(0);
    expect(result.html.length).toBeLessThan(before.length + sectionPreload('x').length);
    expect(result.html).toContain(
      '<title>Sorting</title><link rel="preload" href="/x/_nav/react-data-grid-group.json" as="fetch" crossorigin="anonymous" data-nav-section="react-data-grid-group"/></head>',
    );
    const data = nextData(result.html);
    expect(data.props.pageProps.page.nav[1].children).toBeUndefined();
    expect(data.props.pageProps.page.nav[1].section).toBe('react-data-grid-group');
    expect(data.page).toBe('/x/[...slug]');
    expect(result.html).toContain('<nav>drawer</nav>');
  });

  it('returns a page without page data or without an expanded group unchanged', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(stripNavFromHtml(plain, read)).toEqual({ html: plain, savedBytes: 0 });
    const notFound = html({ page: { nav: [nav[0]] } });
    expect(stripNavFromHtml(notFound, read)).toEqual({ html: notFound, savedBytes: 0 });
  });
});

describe('stripNavFromPageJson', () => {
  it('takes the subtree out of the JSON a client-side page change fetches', () => {
    const text = JSON.stringify({ pageProps: props, __N_SSG: true });
    const result = stripNavFromPageJson(text, read);
    const data = JSON.parse(result.text);
    expect(data.__N_SSG).toBe(true);
    expect(data.pageProps.page.nav[1].section).toBe('react-data-grid-group');
    expect(result.savedBytes).toBe(text.length - result.text.length);
    expect(stripNavFromPageJson('{"pageProps":{"page":{"nav":[]}}}', read).savedBytes).toBe(0);
    expect(stripNavFromPageJson('{}', read).savedBytes).toBe(0);
  });
});

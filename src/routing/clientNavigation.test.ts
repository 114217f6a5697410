import { clientNavigationTarget, isAppPage, type ClickedLink, type LinkClick } from './clientNavigation';

const plain: LinkClick = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<ClickedLink> = {}): ClickedLink => ({ href, target: '', download: false, ...extra });
const here = { origin: 'https://mui.com', pathname: '/x/react-data-grid/sorting/', search: '' };

describe('isAppPage', () => {
  it.each([
    ['/x/react-data-grid/filtering/', true],
    ['/x/', true],
    ['/zh/x/react-charts/', true],
    ['/x/introduction/installation.md', false],
    ['/x/llms.txt', false],
    ['/static/ads/grid.png', false],
    ['/blog/', false],
    ['/', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isAppPage(pathname)).toBe(expected);
  });
});

describe('clientNavigationTarget', () => {
  it('routes a plain click on a docs page of this site, with its query and hash', () => {
    expect(clientNavigationTarget(plain, link('https://mui.com/x/react-data-grid/filtering/?a=1#quick-filter'), here)).toBe(
      '/x/react-data-grid/filtering/?a=1#quick-filter',
    );
  });

  it('routes the current page again (like a link component: back to its top, no reload)', () => {
    expect(clientNavigationTarget(plain, link('https://mui.com/x/react-data-grid/sorting/'), here)).toBe('/x/react-data-grid/sorting/');
  });

  it.each<[string, LinkClick]>([
    ['a middle click', { ...plain, button: 1 }],
    ['Ctrl+click (new tab)', { ...plain, ctrlKey: true }],
    ['⌘+click (new tab)', { ...plain, metaKey: true }],
    ['Shift+click (new window)', { ...plain, shiftKey: true }],
    ['Alt+click (download)', { ...plain, altKey: true }],
    ['a click something else already handled', { ...plain, defaultPrevented: true }],
  ])('leaves %s to the browser', (_, click) => {
    expect(clientNavigationTarget(click, link('https://mui.com/x/react-data-grid/filtering/'), here)).toBeNull();
  });

  it.each<[string, ClickedLink]>([
    ['another site', link('https://github.com/mui/mui-x')],
    ['another origin of the same host', link('http://mui.com/x/react-data-grid/filtering/')],
    ['a file of the site', link('https://mui.com/x/react-data-grid/sorting.md')],
    ['a page outside the docs app', link('https://mui.com/blog/')],
    ['a link opening a new tab', link('https://mui.com/x/react-data-grid/filtering/', { target: '_blank' })],
    ['a download', link('https://mui.com/x/react-data-grid/filtering/', { download: true })],
    ['a link asking for a full load (the offline page\'s saved pages)', link('https://mui.com/x/react-data-grid/filtering/', { fullLoad: true })],
    ['an anchor on this page', link('https://mui.com/x/react-data-grid/sorting/#custom-order')],
    ['an address that does not parse', link('http://[')],
  ])('leaves %s to the browser', (_, clicked) => {
    expect(clientNavigationTarget(plain, clicked, here)).toBeNull();
  });

  it('routes a link with target _self', () => {
    expect(clientNavigationTarget(plain, link('https://mui.com/x/react-charts/', { target: '_self' }), here)).toBe('/x/react-charts/');
  });
});

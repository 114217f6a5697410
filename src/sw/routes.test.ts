import { classifyRequest, looksLikePage, pageCacheKey } from './routes';

const ORIGIN = 'https://mui.com';

describe('classifyRequest', () => {
  it.each<[string, string | undefined, ReturnType<typeof classifyRequest>]>([
    ['https://mui.com/x/react-data-grid/sorting/', 'navigate', 'page'],
    ['https://mui.com/x/react-data-grid/sorting', 'navigate', 'page'],
    ['https://mui.com/x/', 'navigate', 'page'],
    ['https://mui.com/x/react-data-grid/sorting/?utm_source=x#top', 'navigate', 'page'],
    ['https://mui.com/x/offline/', 'navigate', 'page'],
    ['https://mui.com/x/llms.txt', 'navigate', null],
    ['https://mui.com/x/sw.js', 'navigate', null],
    ['https://mui.com/material-ui/', 'navigate', null],
    ['https://mui.com/', 'navigate', null],
    ['https://mui.com/xylophone/', 'navigate', null],
    ['https://example.com/x/react-charts/', 'navigate', null],
    ['https://mui.com/_next/data/abc123/x/react-charts.json', 'cors', 'data'],
    ['https://mui.com/_next/data/abc123/x/react-charts.json', 'same-origin', 'data'],
    ['https://mui.com/_next/data/abc123/x/react-charts.txt', 'cors', null],
    ['https://mui.com/_next/static/chunks/main-c64d3243b132fa9a.js', 'no-cors', 'static'],
    ['https://mui.com/_next/static/chunks/pages/x/%5B...slug%5D-cd35738ce205527c.js', 'no-cors', 'static'],
    ['https://mui.com/_next/static/abc123/_buildManifest.js', 'no-cors', 'static'],
    ['https://mui.com/favicon.svg', 'no-cors', 'asset'],
    ['https://mui.com/x/_nav/react-charts-group.json', 'cors', 'asset'],
    ['https://mui.com/x/_nav/react-charts-group.txt', 'cors', null],
    ['https://mui.com/x/react-data-grid/sorting/', 'cors', null],
    ['https://mui.com/x/sw.js', 'same-origin', null],
    ['https://www.google-analytics.com/g/collect', 'no-cors', null],
    ['https://cdn.carbonads.com/carbon.js', 'no-cors', null],
    ['https://mui.com/_next/static/chunks/main.js', undefined, 'static'],
    ['https://mui.com/x/_pagefind/pagefind.js', 'cors', 'searchLibrary'],
    ['https://mui.com/x/_pagefind/pagefind-worker.js', 'same-origin', 'searchLibrary'],
    ['https://mui.com/x/_pagefind/wasm.en.pagefind', 'cors', 'searchLibrary'],
    ['https://mui.com/x/_pagefind/pagefind-entry.json?ts=abc', 'cors', 'searchEntry'],
    ['https://mui.com/x/_pagefind/pagefind-entry.json', 'cors', 'searchEntry'],
    ['https://mui.com/x/_pagefind/pagefind.en_872f213314.pf_meta', 'cors', 'searchIndex'],
    ['https://mui.com/x/_pagefind/index/en_ceb547e.pf_index', 'cors', 'searchIndex'],
    ['https://mui.com/x/_pagefind/fragment/zh-hans_6bb7a9f.pf_fragment', 'cors', 'searchIndex'],
    ['https://example.com/x/_pagefind/fragment/en_6bb7a9f.pf_fragment', 'cors', null],
    ['https://mui.com/x/_demo-sources/data-grid/BasicGrid.0123456789abcdef.json', 'cors', 'demoSources'],
    ['https://mui.com/x/_demo-sources/tree-view/Tree.fedcba9876543210.json', 'no-cors', 'demoSources'],
    ['https://mui.com/x/_demo-sources/data-grid/BasicGrid.tsx', 'cors', null],
    ['https://example.com/x/_demo-sources/data-grid/BasicGrid.0123456789abcdef.json', 'cors', null],
  ])('%s (%s)', (url, mode, expected) => {
    expect(classifyRequest(new URL(url), ORIGIN, mode)).toBe(expected);
  });
});

describe('looksLikePage', () => {
  it.each<[string, boolean]>([
    ['/x/react-charts/', true],
    ['/x/react-charts', true],
    ['/x/', true],
    ['/x/llms.txt', false],
    ['/x/sw.js', false],
    ['/x/v8.5.0/', true],
    ['/x/react-charts.v2/page', true],
  ])('%s', (pathname, expected) => {
    expect(looksLikePage(pathname)).toBe(expected);
  });
});

describe('pageCacheKey', () => {
  it.each<[string, string]>([
    ['https://mui.com/x/react-charts/', 'https://mui.com/x/react-charts/'],
    ['https://mui.com/x/react-charts', 'https://mui.com/x/react-charts/'],
    ['https://mui.com/x/react-charts/?utm_source=news', 'https://mui.com/x/react-charts/'],
    ['https://mui.com/x/react-charts/#bars', 'https://mui.com/x/react-charts/'],
    ['https://mui.com/x/react-charts?x=1#y', 'https://mui.com/x/react-charts/'],
    ['https://mui.com/x/llms.txt', 'https://mui.com/x/llms.txt'],
    ['not a url', 'not a url'],
  ])('%s -> %s', (url, expected) => {
    expect(pageCacheKey(url)).toBe(expected);
  });
});

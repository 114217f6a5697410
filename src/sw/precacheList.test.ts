import { isPageAidChunk, isVersionedByName, outFileOf, staticAssetsInHtml, urlOfOutFile } from './precacheList';

describe('staticAssetsInHtml', () => {
  it('finds the scripts and stylesheets the page loads from /_next/static/', () => {
    const html = [
      '<link rel="icon" href="/favicon.svg"/>',
      '<link rel="stylesheet" href="/_next/static/css/app-1.css"/>',
      '<link rel="preload" as="script" href="/_next/static/chunks/main-2.js"/>',
      '<script defer="" noModule="" src="/_next/static/chunks/polyfills-3.js"></script>',
      '<script src="/_next/static/chunks/main-2.js"></script>',
      '<script src="/_next/static/chunks/legacy.js" nomodule></script>',
      '<script src="/_next/static/chunks/pages/x/%5B...slug%5D-4.js"></script>',
      '<script src="https://cdn.example.com/_next/static/x.js"></script>',
      '<a href="/_next/static/chunks/linked.js">not loaded</a>',
      '<script id="__NEXT_DATA__" type="application/json">{"src":"/_next/static/chunks/fake.js"}</script>',
    ].join('');
    expect(staticAssetsInHtml(html)).toEqual([
      '/_next/static/chunks/main-2.js',
      '/_next/static/chunks/pages/x/%5B...slug%5D-4.js',
      '/_next/static/css/app-1.css',
    ]);
  });

  it('finds nothing in a page without scripts', () => {
    expect(staticAssetsInHtml('<p>hi</p>')).toEqual([]);
  });
});

describe('outFileOf', () => {
  it.each<[string, string]>([
    ['/x/offline/', 'x/offline/index.html'],
    ['/x/introduction/', 'x/introduction/index.html'],
    ['/_next/static/chunks/pages/x/%5B...slug%5D-4.js', '_next/static/chunks/pages/x/[...slug]-4.js'],
    ['/favicon.svg', 'favicon.svg'],
    ['/', 'index.html'],
    ['/bad%E0%A4%A', 'bad%E0%A4%A'],
  ])('%s -> %s', (url, expected) => {
    expect(outFileOf(url)).toBe(expected);
  });

  it.each(['/x/../../etc/passwd', '/x//double', '/%2e%2e/secret'])('refuses %s', (url) => {
    expect(() => outFileOf(url)).toThrow(/not a plain path/);
  });
});

describe('urlOfOutFile', () => {
  it.each<[string, string]>([
    ['x/offline/index.html', '/x/offline/'],
    ['index.html', '/'],
    ['x/_nav/react-charts-group.json', '/x/_nav/react-charts-group.json'],
    ['_next/static/chunks/pages/x/[...slug]-4.js', '/_next/static/chunks/pages/x/%5B...slug%5D-4.js'],
    ['favicon.svg', '/favicon.svg'],
    ['x\\_nav\\a.json', '/x/_nav/a.json'],
  ])('%s -> %s', (file, expected) => {
    expect(urlOfOutFile(file)).toBe(expected);
  });

  it('is the inverse of outFileOf for the files the worker precaches', () => {
    for (const url of ['/x/offline/', '/_next/static/chunks/pages/x/%5B...slug%5D-4.js', '/favicon.svg']) {
      expect(urlOfOutFile(outFileOf(url))).toBe(url);
    }
  });
});

describe('isVersionedByName', () => {
  it.each<[string, boolean]>([
    ['/_next/static/chunks/main-2.js', true],
    ['/_next/static/abc/_buildManifest.js', true],
    ['/x/offline/', false],
    ['/x/_nav/a.json', false],
  ])('%s', (url, expected) => {
    expect(isVersionedByName(url)).toBe(expected);
  });
});

describe('isPageAidChunk', () => {
  it.each<[string, boolean]>([
    ['page-aid-back-to-top.0f3a9c1d2e4b5a67.js', true],
    ['page-aid-feedback.1234abcd.js', true],
    ['5015.55b513e2b8babd05.js', false],
    ['page-aid-feedback.1234abcd.js.map', false],
    ['page-aid-.1234abcd.js', false],
    ['../page-aid-feedback.1234abcd.js', false],
  ])('%s', (file, expected) => {
    expect(isPageAidChunk(file)).toBe(expected);
  });
});

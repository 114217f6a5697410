import { absoluteUrl, canonicalUrl, docsSlug, isExternal, isSitePath, lastSegment, markdownPath, pathnameToLanguage, toHref, withLanguage, withTrailingSlash, withoutTrailingSlash } from './paths';

describe('pathnameToLanguage', () => {
  it.each([
    // [input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname]
    ['/zh/x/react-data-grid/editing/#persistence', 'zh', '/x/react-data-grid/editing/#persistence', '/x/react-data-grid/editing/', '/x/react-data-grid/editing'],
    ['/en/x/react-charts/', 'en', '/x/react-charts/', '/x/react-charts/', '/x/react-charts'],
    ['/x/react-data-grid/sorting/', 'en', '/x/react-data-grid/sorting/', '/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/x/react-data-grid/sorting', 'en', '/x/react-data-grid/sorting', '/x/react-data-grid/sorting', '/x/react-data-grid/sorting'],
    ['/x/react-data-grid/sorting/?tab=1#x', 'en', '/x/react-data-grid/sorting/?tab=1#x', '/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/zh', 'en', '/zh', '/zh', '/zh'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/fr/x/introduction/', 'en', '/fr/x/introduction/', '/fr/x/introduction/', '/fr/x/introduction'],
    ['/api/data-grid/data-grid/', 'en', '/api/data-grid/data-grid/', '/api/data-grid/data-grid/', '/api-docs/data-grid/data-grid'],
    ['/api', 'en', '/api', '/api', '/api-docs'],
    ['/apis/x/', 'en', '/apis/x/', '/apis/x/', '/apis/x'],
    ['/x/api/data-grid/data-grid/', 'en', '/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid'],
    ['/', 'en', '/', '/', '/'],
    ['', 'en', '/', '/', '/'],
    ['#main-content', 'en', '/#main-content', '/', '/'],
    ['?q=1', 'en', '/?q=1', '/', '/'],
    ['/blog/mui-x-v8/', 'en', '/blog/mui-x-v8/', '/blog/mui-x-v8/', '/blog/mui-x-v8'],
    ['/blog', 'en', '/blog', '/blog', '/blog'],
    ['/size-snapshot/', 'en', '/size-snapshot/', '/size-snapshot/', '/size-snapshot'],
    ['/ZH/x/', 'en', '/ZH/x/', '/ZH/x/', '/ZH/x'],
  ])('%s', (input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({ userLanguage, canonicalAs, canonicalAsServer, canonicalPathname });
  });

  it('returns the root for a value that is not a string', () => {
    expect(pathnameToLanguage(undefined as unknown as string).canonicalPathname).toBe('/');
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'https://mui.com/x/react-data-grid/sorting/'],
    ['/x/react-data-grid/sorting/', 'https://mui.com/x/react-data-grid/sorting/'],
    ['/zh/x/introduction/#a', 'https://mui.com/x/introduction/'],
    ['/', 'https://mui.com/'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalUrl(input, 'https://mui.com')).toBe(expected);
  });

  it('uses the host it is given', () => {
    expect(canonicalUrl('/x/introduction', 'https://docs.example.com')).toBe('https://docs.example.com/x/introduction/');
  });
});

describe('toHref', () => {
  it.each([
    ['/x/introduction', '/x/introduction/'],
    ['/x/introduction/', '/x/introduction/'],
    ['/x/llms.txt', '/x/llms.txt'],
    ['/x/react-charts/#planned-charts', '/x/react-charts/#planned-charts'],
    ['/x/react-charts#planned-charts', '/x/react-charts/#planned-charts'],
    ['https://mui.com/x/whats-new/', 'https://mui.com/x/whats-new/'],
  ])('%s -> %s', (input, expected) => {
    expect(toHref(input)).toBe(expected);
  });
});

describe('withLanguage', () => {
  it.each<[string, string, string]>([
    ['/x/react-charts/', 'zh', '/zh/x/react-charts/'],
    ['/x/react-charts/', 'en', '/x/react-charts/'],
    ['https://mui.com/x/whats-new/', 'zh', 'https://mui.com/x/whats-new/'],
    ['//evil.example/', 'zh', '//evil.example/'],
    ['/x/react-charts/#api', 'zh', '/zh/x/react-charts/#api'],
  ])('%s in %s -> %s', (href, language, expected) => {
    expect(withLanguage(href, language)).toBe(expected);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/x/a/', true],
    ['/x/a/#section', true],
    ['/', true],
    ['//evil.example.com/', false],
    ['/\\evil.example.com', false],
    ['/x/a\n/', false],
    ['https://mui.com/x/', false],
    ['x/a/', false],
    ['', false],
  ])('%p -> %p', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});

describe('isExternal', () => {
  it.each<[string, boolean]>([
    ['https://mui.com/', true],
    ['HTTP://mui.com/', true],
    ['//evil.example/x/', true],
    ['mailto:someone@example.com', true],
    ['javascript:alert(1)', true],
    ['/x/introduction/', false],
    ['#anchor', false],
    ['x/relative', false],
  ])('%s -> %s', (href, expected) => {
    expect(isExternal(href)).toBe(expected);
  });
});

describe('trailing slashes, segments and slugs', () => {
  it.each<[string, string, string]>([
    ['/x/introduction', '/x/introduction/', '/x/introduction'],
    ['/x/introduction/', '/x/introduction/', '/x/introduction'],
    ['/x/introduction///', '/x/introduction///', '/x/introduction'],
    ['/x/llms.txt', '/x/llms.txt', '/x/llms.txt'],
    ['/', '/', '/'],
  ])('%s: with %s, without %s', (path, withSlash, withoutSlash) => {
    expect(withTrailingSlash(path)).toBe(withSlash);
    expect(withoutTrailingSlash(path)).toBe(withoutSlash);
  });

  it.each<[string, string]>([
    ['/x/react-data-grid/sorting/', 'sorting'],
    ['/x/react-data-grid/sorting?a=1#b', 'sorting'],
    ['/', ''],
  ])('lastSegment(%s) = %p', (path, expected) => {
    expect(lastSegment(path)).toBe(expected);
  });

  it('docsSlug gives the route parameters under /x/', () => {
    expect(docsSlug('/x/react-data-grid/sorting')).toEqual(['react-data-grid', 'sorting']);
    expect(docsSlug('/x/introduction/')).toEqual(['introduction']);
  });

  it('absoluteUrl joins a host and a pathname once', () => {
    expect(absoluteUrl('/x/introduction', 'https://mui.com')).toBe('https://mui.com/x/introduction/');
    expect(absoluteUrl('/x/introduction/', 'https://docs.example.com/')).toBe('https://docs.example.com/x/introduction/');
  });
});

describe('markdownPath', () => {
  it.each([
    ['/x/react-data-grid/sorting', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/sorting/#basic', '/x/react-data-grid/sorting.md'],
    ['/x/api/data-grid', '/x/api/data-grid.md'],
  ])('%s -> %s', (pathname, expected) => {
    expect(markdownPath(pathname)).toBe(expected);
  });
});

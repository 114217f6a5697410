import {
  MAX_RECENT,
  RECENT_SEARCHES_KEY,
  coerceRecentSearches,
  clearRecentSearches,
  isSitePath,
  readRecentSearches,
  rememberRecentSearch,
  withRecentSearch,
} from './recentSearches';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const sorting = { url: '/x/react-data-grid/sorting/#custom-order', title: 'Sorting', section: 'Custom order' };

describe('coerceRecentSearches', () => {
  it.each([
    ['null', null, []],
    ['a string', 'oops', []],
    ['an object', { url: '/x/' }, []],
    ['a list of junk', [1, null, 'x', [], {}], []],
    ['an entry without a title', [{ url: '/x/a/' }], []],
    ['an entry with a blank title', [{ url: '/x/a/', title: '   ' }], []],
    ['another site', [{ url: 'https://evil.example/', title: 'A' }], []],
    ['a protocol-relative link', [{ url: '//evil.example/x/', title: 'A' }], []],
    ['a script link', [{ url: 'javascript:alert(1)', title: 'A' }], []],
    ['a backslash trick', [{ url: '/\\evil.example', title: 'A' }], []],
    ['a number as title', [{ url: '/x/a/', title: 42 }], []],
  ])('drops %s', (_name, stored, expected) => {
    expect(coerceRecentSearches(stored)).toEqual(expected);
  });

  it('keeps valid entries, trims text and drops a non-string section', () => {
    expect(
      coerceRecentSearches([
        { url: '/x/a/', title: '  A  ', section: 7 },
        { url: '/x/b/#c', title: 'B', section: ' C ' },
      ]),
    ).toEqual([
      { url: '/x/a/', title: 'A' },
      { url: '/x/b/#c', title: 'B', section: 'C' },
    ]);
  });

  it('keeps the first of duplicated URLs and at most five entries', () => {
    const stored = Array.from({ length: 8 }, (_, index) => ({ url: `/x/p${index % 7}/`, title: `P${index}` }));
    const result = coerceRecentSearches(stored);
    expect(result).toHaveLength(MAX_RECENT);
    expect(result.map((entry) => entry.url)).toEqual(['/x/p0/', '/x/p1/', '/x/p2/', '/x/p3/', '/x/p4/']);
  });

  it('cuts very long titles', () => {
    expect(coerceRecentSearches([{ url: '/x/a/', title: 'a'.repeat(1000) }])[0].title).toHaveLength(200);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/x/react-data-grid/sorting/#custom-order', true],
    ['/zh/x/react-charts/', true],
    ['x/relative/', false],
    ['/x/with space/', false],
    [`/${'a'.repeat(600)}`, false],
  ])('%s -> %s', (url, expected) => {
    expect(isSitePath(url)).toBe(expected);
  });
});

describe('withRecentSearch', () => {
  it('puts the opened result first and removes its older copy', () => {
    const list = [
      { url: '/x/a/', title: 'A' },
      { url: sorting.url, title: 'Sorting' },
    ];
    expect(withRecentSearch(list, sorting)).toEqual([sorting, { url: '/x/a/', title: 'A' }]);
  });

  it('lets the oldest fall off after five', () => {
    const list = Array.from({ length: 5 }, (_, index) => ({ url: `/x/p${index}/`, title: `P${index}` }));
    const next = withRecentSearch(list, sorting);
    expect(next).toHaveLength(5);
    expect(next[0]).toEqual(sorting);
    expect(next.map((entry) => entry.url)).not.toContain('/x/p4/');
  });
});

describe('stored through the storage door', () => {
  it('remembers, reads back and clears', () => {
    rememberRecentSearch({ url: '/x/a/', title: 'A' });
    rememberRecentSearch(sorting);
    expect(readRecentSearches()).toEqual([sorting, { url: '/x/a/', title: 'A' }]);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null')).toHaveLength(2);
    expect(clearRecentSearches()).toEqual([]);
    expect(readRecentSearches()).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"url":'],
    ['JSON of another shape', '{"url":"/x/a/","title":"A"}'],
    ['entries pointing elsewhere', '[{"url":"https://evil.example/","title":"Evil"}]'],
  ])('reads %s as an empty list and recovers on the next result', (_name, stored) => {
    localStorage.setItem(RECENT_SEARCHES_KEY, stored);
    expect(readRecentSearches()).toEqual([]);
    expect(rememberRecentSearch(sorting)).toEqual([sorting]);
    expect(readRecentSearches()).toEqual([sorting]);
  });

  it('still answers when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(rememberRecentSearch(sorting)).toEqual([sorting]);
  });
});

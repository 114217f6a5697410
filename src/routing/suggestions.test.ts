import { englishSuggestion, hasLanguagePrefix, parseKnownPages } from './suggestions';

const known = parseKnownPages(['/x/introduction/', '/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/']);

describe('englishSuggestion', () => {
  it.each([
    ['/zh/x/react-data-grid/sorting/', '/x/react-data-grid/sorting/'],
    ['/zh/x/react-data-grid/sorting', '/x/react-data-grid/sorting/'],
    ['/en/x/introduction/', '/x/introduction/'],
    ['/zh/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid/'],
    // Built from the address but not a page of the site: no link.
    ['/zh//evil.com/', null],
    ['/zh//evil.com/x/introduction/', null],
    ['/zh/\\evil.com/', null],
    ['/zh/x/react-data-grid/no-such-page/', null],
    ['/zh/', null],
    ['/zh', null],
    // No language prefix: nothing to suggest.
    ['/x/nothing/', null],
    ['/fr/x/introduction/', null],
    ['//evil.com/', null],
  ])('%p -> %p', (pathname, expected) => {
    expect(englishSuggestion(pathname, known)).toBe(expected);
  });
});

describe('parseKnownPages', () => {
  it('keeps site paths only', () => {
    expect([...parseKnownPages(['/x/a/', '//evil.com/', 'https://evil.com/', 7, null, '/x/b/'])]).toEqual(['/x/a/', '/x/b/']);
  });

  it.each([['not a list', { '/x/a/': true }], ['null', null], ['a string', '/x/a/']])('gives nothing for %s', (_label, value) => {
    expect(parseKnownPages(value).size).toBe(0);
  });
});

describe('hasLanguagePrefix', () => {
  it.each([
    ['/zh/x/a/', true],
    ['/en/x/a/', true],
    ['/fr/x/a/', false],
    ['/x/a/', false],
    ['/zh', false],
  ])('%p -> %p', (pathname, expected) => {
    expect(hasLanguagePrefix(pathname)).toBe(expected);
  });
});

import { createSearchEngine, PAGES_PER_QUERY, SearchLoadError, type PagefindModuleLike } from './searchEngine';
import type { FragmentLike } from './results';
import type { Vocabulary } from './vocabularyClient';

const fragment = (url: string, title: string, subTitle = title, group = '/x/react-data-grid-group'): FragmentLike => ({
  url,
  excerpt: title,
  meta: { title },
  filters: { group: [group], kind: [url.includes('/api/') ? 'api' : 'guide'] },
  sub_results: [{ title: subTitle, url: `${url}#${subTitle.toLowerCase()}`, excerpt: subTitle, anchor: { element: 'h2', id: subTitle.toLowerCase() } }],
});

/** A stand-in for pagefind.js: one index per `<html lang>` at creation, as the real library does. */
function fakePagefind(indexes: Record<string, FragmentLike[]>) {
  const created: Array<{ lang: string | null; options: Record<string, unknown> }> = [];
  const searches: Array<{ term: string; filters?: Record<string, string> }> = [];
  const data = jest.fn((value: FragmentLike) => Promise.resolve(value));
  const module: PagefindModuleLike = {
    createInstance(options) {
      const lang = document.documentElement.getAttribute('lang');
      created.push({ lang, options });
      const pages = indexes[lang ?? ''] ?? [];
      return {
        init: () => Promise.resolve(),
        preload: () => Promise.resolve(),
        search: async (term: string, searchOptions?: { filters?: Record<string, string> }) => {
          searches.push({ term, filters: searchOptions?.filters });
          const filters = Object.entries(searchOptions?.filters ?? {});
          return {
            results: pages
              .filter((page) => page.meta.title?.toLowerCase().includes(term.toLowerCase()))
              .filter((page) => filters.every(([key, value]) => page.filters[key]?.includes(value)))
              .map((page, index) => ({ id: page.url, score: 10 - index, data: () => data(page) })),
          };
        },
      };
    },
  };
  return { module, created, data, searches };
}

/** A vocabulary that knows nothing: these tests are about the full text. */
const EMPTY_VOCABULARY: Vocabulary = { pages: async () => [], lookup: async () => ({ entries: [], titled: [] }) };

const tag = (language: string) => ({ en: 'en', zh: 'zh-Hans' })[language] ?? language;

afterEach(() => document.documentElement.setAttribute('lang', 'en'));

describe('createSearchEngine', () => {
  it('loads pagefind.js from the index folder and searches the English index', async () => {
    document.documentElement.setAttribute('lang', 'en');
    const { module, created } = fakePagefind({ en: [fragment('/x/react-data-grid/sorting/', 'Sorting', 'Custom order')] });
    const load = jest.fn(async () => module);
    const engine = await createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, buildId: 'b1', load });
    expect(load).toHaveBeenCalledWith('/x/_pagefind/pagefind.js');
    expect(created).toEqual([{ lang: 'en', options: { basePath: '/x/_pagefind/', baseUrl: '/', excerptLength: 24, metaCacheTag: 'b1' } }]);
    const answer = await engine.search('sort');
    expect(answer?.hits.map((hit) => hit.url)).toEqual(['/x/react-data-grid/sorting/#custom order']);
    expect(engine.cached(' sort ')).toBe(answer);
    expect(engine.cached('other')).toBeUndefined();
  });

  it('on a Chinese page searches the Chinese index first, then English, and leaves <html lang> as it was', async () => {
    document.documentElement.setAttribute('lang', 'zh-Hans');
    const { module, created } = fakePagefind({
      'zh-Hans': [fragment('/zh/x/react-data-grid/', 'Grid 概览')],
      en: [fragment('/x/react-data-grid/', 'Grid overview'), fragment('/x/react-data-grid/sorting/', 'Grid sorting')],
    });
    const engine = await createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'zh', languageTag: tag, load: async () => module });
    expect(created.map((entry) => [entry.lang, entry.options.noWorker])).toEqual([
      ['zh-Hans', undefined],
      ['en', true],
    ]);
    expect(document.documentElement.getAttribute('lang')).toBe('zh-Hans');
    const hits = (await engine.search('grid'))?.hits;
    // The English copy of the translated overview is left out.
    expect(hits?.map((hit) => hit.pageTitle)).toEqual(['Grid 概览', 'Grid sorting']);
  });

  it(`loads the fragments of at most ${PAGES_PER_QUERY} pages per query`, async () => {
    const pages = Array.from({ length: 20 }, (_, index) => fragment(`/x/p${index}/`, `Page ${index}`));
    const { module, data } = fakePagefind({ en: pages });
    const engine = await createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, load: async () => module });
    await engine.search('page');
    expect(data).toHaveBeenCalledTimes(PAGES_PER_QUERY);
  });

  it('asks for the reader’s product, and for API pages when the query looks like a prop name', async () => {
    const pages = [
      ...Array.from({ length: 8 }, (_, index) => fragment(`/x/react-tree-view/p${index}/`, `checkboxSelection guide ${index}`, 'x', '/x/react-tree-view-group')),
      fragment('/x/api/tree-view/rich-tree-view/', 'checkboxSelection RichTreeView', 'checkboxSelection', '/x/react-tree-view-group'),
      fragment('/x/react-data-grid/row-selection/', 'checkboxSelection Row selection'),
      fragment('/x/api/data-grid/data-grid/', 'checkboxSelection DataGrid', 'checkboxSelection'),
    ];
    const { module, searches } = fakePagefind({ en: pages });
    const engine = await createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, group: '/x/react-data-grid-group', load: async () => module });
    const hits = (await engine.search('checkboxSelection'))?.hits;
    expect(searches.map((entry) => entry.filters)).toEqual([
      undefined,
      { group: '/x/react-data-grid-group' },
      { kind: 'api' },
      { group: '/x/react-data-grid-group', kind: 'api' },
    ]);
    // The Data Grid prop first, though eight Tree View guides rank above it in the whole index.
    expect(hits?.[0].url).toBe('/x/api/data-grid/data-grid/#checkboxselection');
    expect(hits?.map((hit) => hit.pageTitle)).toContain('checkboxSelection Row selection');
    expect(hits?.map((hit) => hit.pageTitle)).toContain('checkboxSelection RichTreeView');
    searches.length = 0;
    await engine.search('guide');
    expect(searches.map((entry) => entry.filters)).toEqual([undefined, { group: '/x/react-data-grid-group' }]);
  });

  it('answers null to a query a newer one replaced, without downloading its fragments', async () => {
    const { module, data } = fakePagefind({ en: [fragment('/x/a/', 'Alpha'), fragment('/x/b/', 'Beta')] });
    const engine = await createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, load: async () => module });
    const first = engine.search('alpha');
    const second = engine.search('beta');
    expect(await first).toBeNull();
    expect((await second)?.hits[0].pageTitle).toBe('Beta');
    expect(data.mock.calls.map(([page]) => page.url)).toEqual(['/x/b/']);
    expect(engine.cached('alpha')).toBeUndefined();
    expect(await engine.search('   ')).toEqual({ hits: [] });
  });

  it.each([
    [true, 'missing-index'],
    [false, 'unavailable'],
  ] as const)('a library that does not load is a clear failure (development: %s)', async (development, failure) => {
    const attempt = createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, development, load: () => Promise.reject(new Error('404')) });
    await expect(attempt).rejects.toThrow(`Search could not load (${failure}): 404`);
    await expect(attempt).rejects.toBeInstanceOf(SearchLoadError);
    await expect(createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, load: async () => ({}) as PagefindModuleLike })).rejects.toThrow(
      'Search could not load (unavailable): pagefind.js has no createInstance',
    );
  });

  it('leaves the cache tag off in development (the copied index changes under the same build id)', async () => {
    const { module, created } = fakePagefind({ en: [] });
    await createSearchEngine({ vocabulary: EMPTY_VOCABULARY, language: 'en', languageTag: tag, buildId: 'development', development: true, load: async () => module });
    expect(created[0].options).not.toHaveProperty('metaCacheTag');
  });
});

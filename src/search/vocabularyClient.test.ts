import { createVocabulary, type FetchJson } from './vocabularyClient';
import type { VocabularyPage } from './vocabulary';

const PAGES: VocabularyPage[] = [
  { url: '/x/react-data-grid/pagination/', title: 'Pagination', group: '/x/react-data-grid-group', api: false, words: ['paginat'], context: ['data', 'grid'], extra: [] },
  { url: '/x/api/data-grid/data-grid/', title: 'DataGrid', group: '/x/react-data-grid-group', api: true, words: ['data', 'grid'], context: ['api'], extra: [] },
];

const FILES: Record<string, unknown> = {
  '/x/_pagefind/vocabulary/pages.json': PAGES,
  '/x/_pagefind/vocabulary/keys/pa.json': { pagination: [[0, '', 'page', 'Pagination']], paginationmodel: [[1, 'props-paginationModel', 'prop', 'paginationModel']] },
  '/x/_pagefind/vocabulary/words/p.json': ['pagination', 'pages'],
};

/** Answers from FILES (the query string dropped), recording every address asked for. */
function fakeFetch() {
  const asked: string[] = [];
  const fetchJson: FetchJson = async (url) => {
    asked.push(url);
    const file = FILES[url.replace(/\?.*$/, '')];
    if (file === undefined) throw new Error(`${url}: 404`);
    return file;
  };
  return { asked, fetchJson };
}

describe('createVocabulary', () => {
  it('finds a name through the shard of its first two letters, fetching each file once per visit', async () => {
    const { asked, fetchJson } = fakeFetch();
    const vocabulary = createVocabulary({ buildId: 'b 1', fetchJson });
    const first = await vocabulary.lookup('paginationModel');
    expect(first.entries.map((hit) => hit.url)).toEqual(['/x/api/data-grid/data-grid/#props-paginationModel']);
    await vocabulary.lookup('pagination');
    expect(asked.sort()).toEqual([
      '/x/_pagefind/vocabulary/keys/pa.json?v=b%201',
      '/x/_pagefind/vocabulary/pages.json?v=b%201',
      '/x/_pagefind/vocabulary/words/p.json?v=b%201',
    ]);
  });

  it('fetches the word list of a long word to correct a typo', async () => {
    const { asked, fetchJson } = fakeFetch();
    const found = await createVocabulary({ fetchJson }).lookup('pagnation');
    expect(found.didYouMean).toBe('Pagination');
    expect(asked).toContain('/x/_pagefind/vocabulary/words/p.json');
  });

  it('answers with nothing, never an error, when its files cannot load or are not lists', async () => {
    const failing = createVocabulary({ fetchJson: () => Promise.reject(new Error('offline')) });
    await expect(failing.lookup('pagnation')).resolves.toMatchObject({ entries: [] });
    await expect(failing.pages()).resolves.toEqual([]);
    const odd = createVocabulary({ fetchJson: async () => ({ not: 'a list' }) });
    await expect(odd.pages()).resolves.toEqual([]);
    await expect(odd.lookup('sorting')).resolves.toMatchObject({ entries: [] });
  });

  it('skips the shard for a one-letter query', async () => {
    const { asked, fetchJson } = fakeFetch();
    await createVocabulary({ fetchJson }).lookup('p');
    expect(asked).toEqual(['/x/_pagefind/vocabulary/pages.json']);
  });
});

import { isWanted, rankOf, summarize } from './searchEval';
import type { SearchQuery } from './querySet';

const query = (kind: SearchQuery['kind'] = 'component'): SearchQuery => ({ query: 'x', want: ['/x/a/'], kind });

describe('isWanted', () => {
  it.each([
    ['/x/a/#b', '/x/a/', true],
    ['/x/a/', '/x/a/', true],
    ['/x/a/#b', '/x/a/#b', true],
    ['/x/a/#c', '/x/a/#b', false],
    ['/x/a/', '/x/a/#b', false],
    ['/x/ab/', '/x/a/', false],
  ])('%s for %s: %s', (url, want, expected) => {
    expect(isWanted(url, want)).toBe(expected);
  });
});

describe('rankOf', () => {
  it('ranks the first listed URL any wanted result matches', () => {
    expect(rankOf(['/x/z/', '/x/b/#c', '/x/a/#d'], ['/x/a/', '/x/b/#c'])).toBe(2);
    expect(rankOf(['/x/z/'], ['/x/a/'])).toBeNull();
  });
});

describe('summarize', () => {
  it('computes hit@k, MRR, the misses and the share per kind', () => {
    const summary = summarize([
      { query: query(), rank: 1, top: [] },
      { query: query(), rank: 2, top: [] },
      { query: query('typo'), rank: 4, top: [] },
      { query: query('typo'), rank: null, top: ['/x/z/'] },
    ]);
    expect(summary).toMatchObject({ queries: 4, hit1: 0.25, hit3: 0.5, hit5: 0.75, mrr: 0.438, notInTop10: 1 });
    expect(summary.byKind).toEqual({ component: { queries: 2, hit3: 1 }, typo: { queries: 2, hit3: 0 } });
    expect(summary.misses.map((miss) => miss.rank)).toEqual([null, 4]);
  });
});

import { closestTitles, correctWords, lookup, namesAnEntry, titleScore } from './vocabularyLookup';
import type { VocabularyPage } from './vocabulary';

const page = (url: string, title: string, words: string[], context: string[] = [], extra: string[] = []): VocabularyPage => ({
  url,
  title,
  group: url.includes('charts') ? '/x/react-charts-group' : '/x/react-data-grid-group',
  api: url.startsWith('/x/api/'),
  words,
  context,
  extra,
});

const PAGES = [
  page('/x/react-data-grid/pagination/', 'Pagination', ['paginat'], ['data', 'grid'], ['react', 'data', 'grid', 'paginat']),
  page('/x/react-data-grid/row-grouping/', 'Row grouping: overview', ['row', 'group', 'overview'], ['row', 'group', 'data', 'grid']),
  page('/x/react-data-grid/server-side-data/row-grouping/', 'Row grouping', ['row', 'group'], ['server', 'side', 'data', 'data', 'grid']),
  page('/x/migration/migration-data-grid-v7/', 'Breaking changes: Data Grid', ['break', 'chang', 'data', 'grid'], ['upgrad', 'v8', 'migrat'], ['migrat', 'data', 'grid', 'v7']),
  page('/x/migration/migration-data-grid-v4/', 'Breaking changes: Data Grid', ['break', 'chang', 'data', 'grid'], ['upgrad', 'v5', 'migrat'], ['migrat', 'data', 'grid', 'v4']),
  page('/x/api/data-grid/data-grid/', 'DataGrid', ['data', 'grid'], ['api']),
];

describe('lookup', () => {
  const shard = { pagination: [[0, '', 'page', 'Pagination']] as [number, string, 'page', string][], paginationmodel: [[5, 'props-paginationModel', 'prop', 'paginationModel']] as [number, string, 'prop', string][] };
  const words = { p: ['pagination', 'pages'] };

  it('finds the entries named exactly as typed', () => {
    const found = lookup('paginationModel', { pages: PAGES, shard, words });
    expect(found.entries.map((hit) => [hit.url, hit.kind, hit.title])).toEqual([['/x/api/data-grid/data-grid/#props-paginationModel', 'prop', 'paginationModel']]);
    expect(found.didYouMean).toBeUndefined();
  });

  it('takes a misspelt name for the closest one, and searches the text as corrected', () => {
    const found = lookup('pagnation', { pages: PAGES, shard, words });
    expect(found.entries.map((hit) => hit.url)).toEqual(['/x/react-data-grid/pagination/']);
    expect(found.didYouMean).toBe('Pagination');
    expect(found.corrected).toBe('pagination');
  });

  it('lists the pages whose titles cover the words, in context first', () => {
    expect(lookup('row grouping', { pages: PAGES, words }).titled.map((hit) => hit.url)).toEqual(['/x/react-data-grid/row-grouping/', '/x/react-data-grid/server-side-data/row-grouping/']);
    expect(lookup('migrate data grid from v7', { pages: PAGES, words }).titled.map((hit) => hit.url)).toEqual(['/x/migration/migration-data-grid-v7/']);
  });
});

describe('titleScore', () => {
  it('is past 1 only when the title (with its context) covers every word', () => {
    expect(titleScore(PAGES[1], ['row', 'group'])).toBeGreaterThan(1);
    expect(titleScore(PAGES[1], ['row', 'group', 'export'])).toBeLessThan(1);
    expect(titleScore(PAGES[1], ['data'])).toBeLessThan(1);
  });
});

describe('correctWords', () => {
  it('replaces unknown words of five letters or more by the closest known ones', () => {
    expect(correctWords('pagnation model', { p: ['pagination'], m: ['model'] })).toBe('pagination model');
    expect(correctWords('pages', { p: ['pagination'] })).toBeUndefined();
    expect(correctWords('grdi', { g: ['grid'] })).toBeUndefined();
  });
});

describe('namesAnEntry', () => {
  it('reads camelCase, PascalCase and an entry typed as named as identifiers', () => {
    expect(namesAnEntry('checkboxSelection', [])).toBe(true);
    expect(namesAnEntry('density', [{ url: '/x/api/a/#props-density', title: 'density', pageTitle: 'A', kind: 'prop', excerpt: [], group: 'g' }])).toBe(true);
    expect(namesAnEntry('checkbox selection', [])).toBe(false);
  });
});

describe('closestTitles', () => {
  it('suggests the guides whose title words are closest to the query', () => {
    expect(closestTitles('paginaton', PAGES).map((suggestion) => suggestion.url)).toEqual(['/x/react-data-grid/pagination/']);
    expect(closestTitles('paginaton grid', PAGES)[0].url).toBe('/x/react-data-grid/pagination/');
    expect(closestTitles('zz', PAGES)).toEqual([]);
  });
});

import { mergeHits } from './merge';
import type { SearchHit } from './results';
import type { VocabularyPage } from './vocabulary';

const GRID = '/x/react-data-grid-group';
const TREE = '/x/react-tree-view-group';
const hit = (url: string, kind: SearchHit['kind'], group: string, title = url): SearchHit => ({ url, title, pageTitle: title, kind, excerpt: [], group });
const page = (url: string, group: string): VocabularyPage => ({ url, title: url, group, api: url.startsWith('/x/api/'), words: [], context: [], extra: [] });
const PAGES = [page('/x/react-data-grid/row-selection/', GRID), page('/x/api/data-grid/data-grid/', GRID), page('/x/react-tree-view/selection/', TREE), page('/x/api/tree-view/rich-tree-view/', TREE)];

describe('mergeHits', () => {
  const entries = [
    hit('/x/api/data-grid/data-grid/#props-checkboxSelection', 'prop', GRID, 'checkboxSelection'),
    hit('/x/api/data-grid/data-grid-pro/#props-checkboxSelection', 'prop', GRID, 'checkboxSelection'),
    hit('/x/react-tree-view/selection/#checkbox-selection', 'section', TREE, 'Checkbox selection'),
    hit('/x/api/tree-view/rich-tree-view/#props-checkboxSelection', 'prop', TREE, 'checkboxSelection'),
  ];
  const fullText = [hit('/x/react-data-grid/row-selection/#checkboxes', 'section', GRID), hit('/x/api/data-grid/data-grid/#props-checkboxSelection', 'prop', GRID)];

  it('leads an identifier to its API entry, every product’s first before any second', () => {
    const merged = mergeHits({ entries, titled: [] }, fullText, 'checkboxSelection', { pages: PAGES });
    expect(merged.map((entry) => entry.url).slice(0, 3)).toEqual([
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
      '/x/api/tree-view/rich-tree-view/#props-checkboxSelection',
      '/x/api/data-grid/data-grid-pro/#props-checkboxSelection',
    ]);
    // Each place once; the full text's sections follow.
    expect(merged.filter((entry) => entry.url === '/x/api/data-grid/data-grid/#props-checkboxSelection')).toHaveLength(1);
    expect(merged.map((entry) => entry.url)).toContain('/x/react-data-grid/row-selection/#checkboxes');
  });

  it('puts the reader’s product first', () => {
    const merged = mergeHits({ entries, titled: [] }, [], 'checkboxSelection', { pages: PAGES, group: TREE });
    expect(merged[0].url).toBe('/x/api/tree-view/rich-tree-view/#props-checkboxSelection');
  });

  it('leads words to guides, then each product’s sections and entries, every product’s first before any second', () => {
    const titled = [hit('/x/react-data-grid/row-selection/', 'page', GRID)];
    const merged = mergeHits({ entries, titled }, [], 'checkbox selection', { pages: PAGES });
    expect(merged.map((entry) => entry.url).slice(0, 3)).toEqual([
      '/x/react-data-grid/row-selection/',
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
      '/x/react-tree-view/selection/#checkbox-selection',
    ]);
  });

  it('leads a plain word that is also an entry’s name to the guide titled so', () => {
    const timezone = [hit('/x/api/date-pickers/date-field/#props-timezone', 'prop', GRID, 'timezone')];
    const titled = [hit('/x/react-date-pickers/timezone/', 'page', GRID)];
    expect(mergeHits({ entries: timezone, titled }, [], 'timezone', { pages: PAGES })[0].url).toBe('/x/react-date-pickers/timezone/');
    expect(mergeHits({ entries: timezone, titled: [] }, [], 'timezone', { pages: PAGES })[0].url).toBe('/x/api/date-pickers/date-field/#props-timezone');
  });

  it('leads an identifier readers search a guide by (an alias) to that guide, then the entries', () => {
    const apiRef = [hit('/x/react-data-grid/api-object/', 'page', GRID), hit('/x/api/data-grid/data-grid/#props-apiRef', 'prop', GRID, 'apiRef')];
    expect(mergeHits({ entries: apiRef, titled: [] }, [], 'apiRef', { pages: PAGES }).map((entry) => entry.url)).toEqual([
      '/x/react-data-grid/api-object/',
      '/x/api/data-grid/data-grid/#props-apiRef',
    ]);
  });

  it('stops at the limit', () => {
    expect(mergeHits({ entries, titled: [] }, fullText, 'checkboxSelection', { pages: PAGES, limit: 2 })).toHaveLength(2);
  });
});

import { looksLikeIdentifier, pickPages } from './candidates';

describe('looksLikeIdentifier', () => {
  it.each([
    ['checkboxSelection', true],
    ['DataGridPro', true],
    ['GridColDef', true],
    ['useGridApiRef', true],
    ['MuiDataGrid-root', true],
    ['cell--editing', true],
    ['  sortComparator  ', true],
    ['sorting', false],
    ['Sorting', false],
    ['date range validation', false],
    ['checkbox selection', false],
    ['x2', false],
    ['<script>', false],
  ])('%s -> %s', (query, expected) => {
    expect(looksLikeIdentifier(query)).toBe(expected);
  });
});

describe('pickPages', () => {
  const ids = (...values: string[]) => values.map((id) => ({ id }));

  it('takes the best of the whole site when nothing else is asked', () => {
    expect(pickPages({ all: ids('a', 'b', 'c', 'd') }, 3).map((page) => page.id)).toEqual(['a', 'b', 'c']);
  });

  it('brings in the reader’s product, then fills up with the rest, each page once', () => {
    expect(pickPages({ all: ids('t1', 't2', 'g1', 't3', 'g2'), inGroup: ids('g1', 'g2', 'g3', 'g4') }, 5).map((page) => page.id)).toEqual(['g1', 'g2', 't1', 't2', 't3']);
  });

  it('for an identifier, starts with API pages of the product and of the site', () => {
    const picked = pickPages(
      { all: ids('guide', 'treeApi', 'otherGuide', 'gridApi'), inGroup: ids('guide', 'gridApi', 'gridGuide'), api: ids('treeApi', 'treeProApi', 'gridApi'), apiInGroup: ids('gridProApi', 'gridPremiumApi', 'gridApi') },
      6,
    );
    expect(picked.map((page) => page.id)).toEqual(['gridProApi', 'gridPremiumApi', 'gridApi', 'treeApi', 'guide', 'gridGuide']);
  });

  it('never goes past the limit', () => {
    expect(pickPages({ all: ids('a', 'b'), inGroup: ids('c', 'd', 'e'), api: ids('f', 'g', 'h') }, 2).map((page) => page.id)).toEqual(['f', 'c']);
    expect(pickPages({ all: [] }, 6)).toEqual([]);
  });
});


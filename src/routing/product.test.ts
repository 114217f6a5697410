import { getProductInfoFromPath } from './product';

describe('getProductInfoFromPath (the site serves /x/ only)', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'x', 'x-data-grid'],
    ['/x/react-data-grid/', 'x', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x', 'x-charts'],
    ['/x/react-tree-view/', 'x', 'x-tree-view'],
    ['/x/introduction/', 'x', 'null'],
    ['/x/migration/migration-data-grid-v7/', 'x', 'null'],
    ['/x/api/data-grid/data-grid/', 'x', 'x-data-grid'],
    ['/x/api/data-grid/', 'x', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x', 'x-charts'],
    ['/x/api/tree-view/simple-tree-view/', 'x', 'x-tree-view'],
    ['/x/api/unknown/thing/', 'x', 'null'],
    ['/x', 'null', 'null'],
    ['/material-ui', 'null', 'null'],
    ['/unknown/page/', 'null', 'null'],
    ['/material-ui/react-button/', 'null', 'null'],
    ['/x/react-data-grid-extra/', 'x', 'null'],
    ['/x/api/data-gridx/thing/', 'x', 'null'],
    ['/', 'null', 'null'],
    ['', 'null', 'null'],
  ])('%s -> %s / %s', (path, productCategoryId, productId) => {
    expect(getProductInfoFromPath(path)).toEqual({ productCategoryId, productId });
  });
});

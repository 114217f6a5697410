import { pageTitle, pageTitleFromPathname, qualifiedTitle } from './titles';

describe('pageTitleFromPathname', () => {
  it.each([
    ['/x/react-data-grid/column-definition', 'Column definition'],
    ['/x/react-data-grid', 'Data grid'],
    ['/x/introduction/installation', 'Installation'],
    ['/x/introduction/installation/', 'Installation'],
    ['/x/llms.txt', 'Llms'],
    ['/x/react-charts/gauge#x', 'Gauge'],
    ['/x/api/data-grid/data-grid', 'DataGrid'],
    ['/x/api/date-pickers/date-range-picker', 'DateRangePicker'],
    ['/api-docs/data-grid/grid-col-def', 'GridColDef'],
    ['/', ''],
    ['', ''],
  ])('%s -> %s', (pathname, expected) => {
    expect(pageTitleFromPathname(pathname)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it('prefers the title, then the subheader, then the slug', () => {
    expect(pageTitle({ pathname: '/x/a-b', title: 'Given' })).toBe('Given');
    expect(pageTitle({ pathname: '/x/a-b', subheader: 'Heading' })).toBe('Heading');
    expect(pageTitle({ pathname: '/x/a-b' })).toBe('A b');
  });
});

describe('qualifiedTitle', () => {
  it.each([
    ['Overview', 'Row grouping', 'Row grouping: overview'],
    ['overview ', 'Filtering', 'Filtering: overview'],
    ['Overview', undefined, 'Overview'],
    ['Sorting', 'Data Grid', 'Sorting'],
    ['Pivoting overview', 'Pivoting', 'Pivoting overview'],
  ])('%j under %j -> %j', (title, parent, expected) => {
    expect(qualifiedTitle(title, parent)).toBe(expected);
  });
});

/** @jest-environment node */
import { apiEntries, createLinkResolver } from './apiEntries';
import type { NavPage } from '../../contracts';
import pages from '../../../data/pages';
import { apiProducts } from '../../../data/apiReference';

const tree: NavPage[] = [
  { pathname: '/x/react-data-grid', title: 'Overview' },
  {
    pathname: '/x/api/data-grid-group',
    title: 'API reference',
    children: [
      { pathname: '/x/api/data-grid', title: 'Index' },
      {
        pathname: '/x/api/data-grid-components-group',
        subheader: 'Components',
        children: [
          { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
          { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
          { pathname: '/x/api/data-grid/future-thing', title: 'FutureThing', planned: true },
        ],
      },
      { pathname: '/x/api/data-grid/toolbar', title: 'Toolbar' },
    ],
  },
  { pathname: '/x/api/charts-group', title: 'API', children: [{ pathname: '/x/api/charts/toolbar', title: 'Toolbar' }, { pathname: '/x/api/charts/chart-container' }] },
];

describe('apiEntries', () => {
  const entries = apiEntries(tree, ['data-grid', 'charts']);

  it('lists the API pages in tree order, groups and subheaders left out', () => {
    expect(entries.map((entry) => [entry.pathname, entry.kind, entry.title])).toEqual([
      ['/x/api/data-grid', 'index', 'Index'],
      ['/x/api/data-grid/data-grid', 'symbol', 'DataGrid'],
      ['/x/api/data-grid/data-grid-pro', 'symbol', 'DataGridPro'],
      ['/x/api/data-grid/future-thing', 'symbol', 'FutureThing'],
      ['/x/api/data-grid/toolbar', 'symbol', 'Toolbar'],
      ['/x/api/charts/toolbar', 'symbol', 'Toolbar'],
      ['/x/api/charts/chart-container', 'symbol', 'ChartContainer'],
    ]);
  });

  it('carries plan and planned', () => {
    expect(entries[2]).toMatchObject({ plan: 'pro', product: 'data-grid' });
    expect(entries[3].planned).toBe(true);
  });

  it('rejects an entry outside the known products, naming it', () => {
    expect(() => apiEntries([{ pathname: '/x/api/unknown/thing' }], ['data-grid'])).toThrow('API entry /x/api/unknown/thing in pages');
    expect(() => apiEntries([{ pathname: '/x/api/data-grid/a/b' }], ['data-grid'])).toThrow('/x/api/data-grid/a/b');
  });

  it('links a name in its own product first, then in any product', () => {
    const resolve = createLinkResolver(entries);
    expect(resolve('Toolbar', 'charts')).toBe('/x/api/charts/toolbar/');
    expect(resolve('Toolbar', 'data-grid')).toBe('/x/api/data-grid/toolbar/');
    expect(resolve('DataGrid', 'charts')).toBe('/x/api/data-grid/data-grid/');
    expect(resolve('ChartContainer', 'charts')).toBe('/x/api/charts/chart-container/');
    expect(resolve('Index', 'data-grid')).toBeUndefined();
    expect(resolve('Nothing', 'charts')).toBeUndefined();
  });
});

describe('the real tree', () => {
  const entries = apiEntries(pages, apiProducts.map((product) => product.id));

  it('has an index page per product', () => {
    expect(entries.filter((entry) => entry.kind === 'index').map((entry) => entry.pathname)).toEqual(
      apiProducts.map((product) => `/x/api/${product.id}`),
    );
  });

  it('has every API leaf of the reference tree', () => {
    expect(entries.length).toBeGreaterThanOrEqual(205);
    expect(entries.map((entry) => entry.pathname)).toEqual(expect.arrayContaining(['/x/api/data-grid/data-grid', '/x/api/date-pickers/date-picker']));
  });
});

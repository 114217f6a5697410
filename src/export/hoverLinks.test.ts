/** @jest-environment node */
import { createHoverLinker } from './hoverLinks';

const tree = [
  {
    pathname: '/x/api/data-grid',
    children: [
      { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
      { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef' },
      { pathname: '/x/api/data-grid/toolbar', title: 'Toolbar' },
      { pathname: '/x/api/data-grid/grid-future', title: 'GridFuture', planned: true },
    ],
  },
  { pathname: '/x/api/charts', children: [{ pathname: '/x/api/charts/toolbar', title: 'Toolbar' }] },
];

const members = (pathname: string) =>
  new Map(pathname.endsWith('/data-grid') ? [['props', new Set(['sortModel'])]] : pathname.endsWith('/grid-col-def') ? [['members', new Set(['field'])]] : []);

describe('createHoverLinker', () => {
  const link = createHoverLinker(tree, members);
  it.each([
    [{ name: 'DataGrid' }, 'data-grid', '/x/api/data-grid/data-grid/'],
    [{ name: 'DataGrid', member: { section: 'props', name: 'sortModel' } }, 'data-grid', '/x/api/data-grid/data-grid/#props-sortModel'],
    [{ name: 'GridColDef', member: { section: 'members', name: 'field' } }, 'data-grid', '/x/api/data-grid/grid-col-def/#members-field'],
    // A member the page does not list links to the page.
    [{ name: 'DataGrid', member: { section: 'props', name: 'unknownProp' } }, 'data-grid', '/x/api/data-grid/data-grid/'],
    // The page's own product first, as the API reference's type links.
    [{ name: 'Toolbar' }, 'charts', '/x/api/charts/toolbar/'],
    [{ name: 'Toolbar' }, 'data-grid', '/x/api/data-grid/toolbar/'],
    [{ name: 'GridFuture' }, 'data-grid', undefined],
    [{ name: 'useState' }, 'data-grid', undefined],
  ] as const)('%j on a %s page -> %p', (target, product, href) => {
    expect(link(target, product)).toBe(href);
  });
});

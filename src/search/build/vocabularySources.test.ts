/** @jest-environment node */
import { muiXImports, vocabularySources } from './vocabularySources';

describe('muiXImports', () => {
  it.each([
    ["import { DataGrid, type GridColDef } from '@mui/x-data-grid';", ['DataGrid', 'GridColDef']],
    ["import type { GridRowsProp } from '@mui/x-data-grid-pro';\nimport { Unstable_RadarChart as Radar } from '@mui/x-charts/RadarChart';", ['GridRowsProp', 'RadarChart']],
    ["import { Button } from '@mui/material';\nimport dayjs from 'dayjs';", []],
  ])('%s', (source, names) => {
    expect(muiXImports(source)).toEqual(names);
  });
});

describe('vocabularySources', () => {
  const tree = [
    {
      pathname: '/x/react-data-grid-group',
      title: 'Data Grid',
      children: [
        { pathname: '/x/react-data-grid', title: 'Overview' },
        { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
      ],
    },
  ];

  it('lists a guide with its context, headings and demos (each under its section, with the MUI X names it uses)', () => {
    const { pages, groups } = vocabularySources(tree);
    const sorting = pages.find((page) => page.url === '/x/react-data-grid/sorting/');
    expect(sorting).toMatchObject({ title: 'Sorting', context: ['Data Grid'], group: '/x/react-data-grid-group', groupOrder: 0 });
    expect(sorting?.headings?.length).toBeGreaterThan(3);
    expect(sorting?.demos?.length).toBeGreaterThan(3);
    expect(sorting?.demos?.every((demo) => demo.title.length > 0 && (demo.components ?? []).length > 0)).toBe(true);
    expect(sorting?.demos?.some((demo) => (demo.components ?? []).includes('DataGrid'))).toBe(true);
    expect(groups).toEqual([]);
  });

  it('counts the live demos that use each API page’s component', () => {
    const withApi = [{ ...tree[0], children: [...tree[0].children, { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }] }];
    const api = vocabularySources(withApi).pages.find((page) => page.url === '/x/api/data-grid/data-grid/');
    expect(api?.api?.uses ?? 0).toBeGreaterThan(3);
  });

  it('adds the Chinese copy of a page that has one, under its Chinese address', () => {
    const { pages } = vocabularySources(tree);
    const copies = pages.filter((page) => page.url.startsWith('/zh/'));
    // The overview has a Chinese title (translations/translations-zh.json); sorting has none.
    expect(copies).toEqual([
      expect.objectContaining({ url: '/zh/x/react-data-grid/', aliases: ['数据表格'], context: ['数据表格', 'Data Grid'], headings: [], demos: [] }),
    ]);
  });
});

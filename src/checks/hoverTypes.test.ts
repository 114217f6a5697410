/** @jest-environment node */
import { createFenceHost } from './fenceCheck';
import { alignShownLines, extractHoverTokens, type BlockToken } from './hoverTypes';
import { parseFence } from '../markdown/codeFence';

describe('alignShownLines', () => {
  it('places a fence by its hidden lines, without the blank lines the cut leaves', () => {
    const { compiled, shown, hiddenLines } = parseFence('declare const a: number;\n// ---cut---\n\nconst b = a;\n');
    expect([...alignShownLines(compiled, shown, hiddenLines)!]).toEqual([[3, { shownLine: 0, indent: 0 }]]);
  });

  it('places a demo excerpt as a dedented run of lines, after an identical line outside it', () => {
    const full = 'const a = 1;\nfunction A() {\n  const a = 1;\n\n  return a;\n}\n';
    expect([...alignShownLines(full, 'const a = 1;\n\nreturn a;\n')!]).toEqual([
      [2, { shownLine: 0, indent: 2 }],
      [3, { shownLine: 1, indent: 2 }],
      [4, { shownLine: 2, indent: 2 }],
    ]);
  });

  it('says when the shown code is not in the compiled code', () => {
    expect(alignShownLines('const a = 1;\n', 'const b = 2;\n')).toBeNull();
    expect(alignShownLines('const a = 1;\n', 'const b = 2;\n', [])).toBeNull();
  });
});

describe('extractHoverTokens', () => {
  // One host for the file, as in the docs check: the packages' declarations are parsed once.
  const host = createFenceHost();
  const read = (code: string, jsx = true): BlockToken[] => {
    const parsed = parseFence(code);
    return extractHoverTokens([{ key: 'k', compiled: parsed.compiled, shown: parsed.shown, jsx, hiddenLines: parsed.hiddenLines }], host).get('k') ?? [];
  };
  const token = (tokens: BlockToken[], name: string, nth = 0) => tokens.filter((item) => item.name === name)[nth];

  const grid = `import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
// ---cut---
const columns: GridColDef[] = [{ field: 'name' }];
const total = 1 + 2;
const sizes = { S: 0 } as const;
function Grid() {
  const apiRef = useGridApiRef();
  apiRef.current?.sortColumn('name', 'asc');
  return <DataGrid apiRef={apiRef} rows={[]} columns={columns} sortingOrder={['asc']} />;
}
`;
  let tokens: BlockToken[] = [];
  beforeAll(() => {
    tokens = read(grid);
  }, 120_000);

  it.each([
    ['GridColDef', 0, { text: expect.stringMatching(/^\(alias\) type GridColDef<R extends GridValidRowModel = any, V = any, F = V> = GridBaseColDef<R, V, F> \| .*>$/), doc: 'Column Definition interface.', link: { name: 'GridColDef' } }],
    ['field', 0, { text: expect.stringContaining('field: string'), link: { name: 'GridColDef', member: { section: 'members', name: 'field' } } }],
    ['total', 0, { text: 'const total: number', doc: '' }],
    ['useGridApiRef', 0, { text: expect.stringMatching(/^\(alias\) useGridApiRef<GridApiCommunity>\(\): React\.RefObject<GridApiCommunity \| null>/), link: { name: 'useGridApiRef' } }],
    ['sortColumn', 0, { text: expect.stringContaining('sortColumn'), link: { name: 'GridApiCommunity', member: { section: 'members', name: 'sortColumn' } } }],
    ['DataGrid', 0, { text: expect.stringMatching(/^\(alias\) const DataGrid: /), link: { name: 'DataGrid' } }],
    ['sortingOrder', 0, { text: expect.stringContaining('sortingOrder?: readonly GridSortDirection[]'), link: { name: 'DataGrid', member: { section: 'props', name: 'sortingOrder' } } }],
    ['columns', 1, { text: expect.stringContaining('columns: readonly GridColDef<any>[]'), link: { name: 'DataGrid', member: { section: 'props', name: 'columns' } } }],
  ])('%s (occurrence %i)', (name, nth, expected) => {
    expect(token(tokens, name, nth)?.info).toMatchObject(expected);
  });

  it('gives local names no link and offsets in the shown code', () => {
    const total = token(tokens, 'total');
    expect(total.info.link).toBeUndefined();
    expect(parseFence(grid).shown.slice(total.start, total.start + 5)).toBe('total');
  });

  it('leaves out the hidden context and the `const` of `as const`', () => {
    // The import line is hidden: its names are not shown, so not marked there.
    expect(tokens.filter((item) => item.name === 'GridColDef')).toHaveLength(1);
    expect(token(tokens, 'const')).toBeUndefined();
  });

  it('reads a date picker fence in its own environment', () => {
    const pickers = read("import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';\n<DateCalendar disableFuture />;\n");
    expect(token(pickers, 'disableFuture')?.info).toMatchObject({ text: expect.stringContaining('disableFuture?: boolean'), link: { name: 'DateCalendar', member: { section: 'props', name: 'disableFuture' } } });
  }, 120_000);

  it('gives a block it cannot place nothing', () => {
    expect(extractHoverTokens([{ key: 'k', compiled: 'const a = 1;\n', shown: 'const b = 1;\n', jsx: false }], host).get('k')).toBeUndefined();
  });
});

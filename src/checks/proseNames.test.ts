/** @jest-environment node */
import { checkProseNames, namesInInlineCode, type NameIndex } from './proseNames';

const options = { localNames: new Set(['params', 'row', 'value', 'Math']) };
const names = (code: string) => namesInInlineCode(code, options).map((reference) => `${reference.kind}:${reference.name}`);

describe('namesInInlineCode', () => {
  it.each([
    ['DataGridPro', ['name:DataGridPro']],
    ['pageSizeOptions', ['name:pageSizeOptions']],
    ['slotProps.toolbar.showQuickFilter', ['name:slotProps', 'member:toolbar', 'member:showQuickFilter']],
    ['apiRef.current.updateRows(changes)', ['name:apiRef', 'member:current', 'member:updateRows']],
    ['<DataGrid checkboxSelection />', ['name:DataGrid', 'member:checkboxSelection']],
    ['changeImportance="accept"', ['name:changeImportance']],
    ["slotProps={{ toolbar: { hidden: true } }}", ['member:slotProps', 'member:toolbar', 'member:hidden']],
    ['slots={{ day: EventDay }}', ['member:slots', 'member:day']],
    ['highlightScope: { highlight, fade }', ['member:highlightScope', 'member:highlight', 'member:fade']],
    ['useXAxis(id)', ['name:useXAxis']],
    ['[GridLogicOperator.And]', ['name:GridLogicOperator', 'member:And']],
    ['GridColDef[]', ['name:GridColDef']],
    ['{ id: string, label: string, children?: Item[] }', ['member:id', 'member:label', 'member:children']],
    ['isRowSelectable={(params) => params.row.status !== "archived"}', ['member:isRowSelectable']],
    ['@mui/x-date-pickers/AdapterDayjs', ['path:@mui/x-date-pickers/AdapterDayjs']],
    ["import type {} from '@mui/x-data-grid/themeAugmentation'", ['path:@mui/x-data-grid/themeAugmentation']],
  ])('%s', (code, expected) => {
    expect(names(code)).toEqual(expected);
  });

  it.each([
    ["'server'"],
    ['true'],
    ['-1'],
    ['null'],
    ['params.row.status'],
    ['value.hour()'],
    ['Math.abs'],
    ['DD/MM/YYYY'],
    ['hh:mm'],
    ['white-space: normal'],
    ['prefers-reduced-motion'],
    ['--DataGrid-rowBorderColor'],
    ['.MuiDataGrid-cell'],
    ['MuiPickersDay-root'],
    ['MUI_X_TELEMETRY_DISABLED=true'],
    ['npm install'],
    ['<input>'],
    ['the grid'],
  ])('finds no API name in %p', (code) => {
    expect(names(code)).toEqual([]);
  });
});

describe('checkProseNames', () => {
  const index: NameIndex = {
    isExport: (name) => ['DataGrid', 'useGridApiRef'].includes(name),
    isMember: (name) => ['slotProps', 'toolbar', 'MuiDataGrid'].includes(name),
    isValue: (name) => name === 'band',
    resolvesPath: (path) => path === '@mui/x-data-grid',
  };
  const at = (code: string, file = 'data/docs/page.md') => ({ file, line: 7, code });

  it('passes names the packages have', () => {
    const result = checkProseNames([at('DataGrid'), at('slotProps.toolbar'), at('useGridApiRef'), at('MuiDataGrid'), at('band'), at('@mui/x-data-grid')], index, () => new Set(), options);
    expect(result).toEqual({ problems: [], checked: 7 });
  });

  it('reports an unknown name with file, line and the code', () => {
    const { problems } = checkProseNames([at('getCellAggregationResult'), at('slotProps.toolbarr'), at('@mui/x-grid')], index, () => new Set(), options);
    expect(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message.split(' (')[0]}`)).toEqual([
      'data/docs/page.md:7: `getCellAggregationResult`: the name getCellAggregationResult is not in the installed packages',
      'data/docs/page.md:7: `slotProps.toolbarr`: the name toolbarr is not in the installed packages',
      'data/docs/page.md:7: `@mui/x-grid`: the import path @mui/x-grid is not in the installed packages',
    ]);
  });

  it('wants an export, not a member, for a capitalised name on its own', () => {
    expect(checkProseNames([at('Toolbar')], { ...index, isMember: () => true }, () => new Set(), options).problems).toHaveLength(1);
  });

  it('takes the names a file allows', () => {
    const allowedIn = (file: string) => new Set(file.includes('migration') ? ['XGrid'] : []);
    expect(checkProseNames([at('XGrid', 'data/docs/migration/v4.md')], index, allowedIn, options).problems).toEqual([]);
    expect(checkProseNames([at('XGrid')], index, allowedIn, options).problems).toHaveLength(1);
  });
});

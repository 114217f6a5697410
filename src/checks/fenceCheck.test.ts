/** @jest-environment node */
import { checkFences, createFenceHost, fenceEnvironment, type PageFence } from './fenceCheck';

describe('fenceEnvironment', () => {
  it.each([
    ["import { DataGrid } from '@mui/x-data-grid';", ''],
    ["import { DataGridPro } from '@mui/x-data-grid-pro';\nimport { GridColDef } from '@mui/x-data-grid';", '@mui/x-data-grid-pro'],
    ["import { DataGridPremium } from '@mui/x-data-grid-premium';\nimport { DataGridPro } from '@mui/x-data-grid-pro';", '@mui/x-data-grid-premium'],
    ["import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';", ''],
    ["import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';", 'AdapterDateFns'],
    ["import type {} from '@mui/x-data-grid/themeAugmentation';", '@mui/x-data-grid/themeAugmentation'],
    ["import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';\nimport '@mui/x-date-pickers-pro';", '@mui/x-charts-pro @mui/x-date-pickers-pro'],
  ])('%s -> %p', (code, environment) => {
    expect(fenceEnvironment(code)).toBe(environment);
  });
});

describe('checkFences', () => {
  // One host for the file: the standard library is parsed once, as in the real check.
  const host = createFenceHost();
  const fence = (code: string, language = 'ts', line = 10): PageFence => ({ file: 'data/docs/page.md', line, language, code });
  const messages = (fences: PageFence[]) => checkFences(fences, host).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);

  it('passes code that compiles, each fence in its own module', () => {
    const result = checkFences([fence('const total: number = 1;\n'), fence('const total: string = "a";\n', 'tsx')], host);
    expect(result).toEqual({ problems: [], checked: 2, programs: 1 });
  });

  it("reports the compiler's message at the markdown line", () => {
    expect(messages([fence('const a = 1;\nconst b: string = a;\n')])).toEqual([
      "data/docs/page.md:11: TS2322: Type 'number' is not assignable to type 'string'.",
    ]);
  });

  it('compiles the hidden context but reports lines of the file', () => {
    const code = 'declare const rows: number[];\n// ---cut---\nrows.push("x");\n';
    expect(messages([fence(code)])).toEqual([
      "data/docs/page.md:12: TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
    ]);
  });

  it('holds a fence that declares its errors to exactly those', () => {
    expect(messages([fence('// @errors: 2322\nconst a: number = "one";\n')])).toEqual([]);
    expect(messages([fence('// @errors: 2322\nconst a: number = 1;\n')])).toEqual([
      'data/docs/page.md:10: the fence declares "// @errors: 2322" but the compiler reports no error',
    ]);
  });

  it('reports malformed notation at its line', () => {
    expect(messages([fence('a;\n// ---cut-end---\n')])).toEqual(['data/docs/page.md:11: "// ---cut-end---" without "// ---cut-start---"']);
  });

  it('parses JavaScript and reads JSON, and leaves other languages alone', () => {
    const result = checkFences([fence('const a = ;\n', 'jsx'), fence('{ "a": 1, }\n', 'json', 20), fence('npm ci\n', 'bash')], host);
    expect(result.checked).toBe(2);
    expect(result.problems.map((problem) => [problem.line, problem.message.split(':')[0]])).toEqual([
      [10, 'TS1109'],
      [20, 'JSON'],
    ]);
  });

  it('checks fences that need different environments in different programs', () => {
    const result = checkFences(
      [fence("import type {} from '@mui/x-data-grid/themeAugmentation';\nexport {};\n"), fence('export const a = 1;\n')],
      host,
    );
    expect(result.programs).toBe(2);
    expect(result.problems).toEqual([]);
  });
});

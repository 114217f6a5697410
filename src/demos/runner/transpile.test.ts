import { transpile } from './transpile';

describe('transpile', () => {
  it('strips types, compiles JSX and turns imports into require calls, line for line', () => {
    const source = "import { DataGrid } from '@mui/x-data-grid';\nconst rows: number[] = [];\nexport default function Demo() {\n  return <DataGrid rows={rows} />;\n}\n";
    const result = transpile('Demo.tsx', source);
    if (!result.ok) throw new Error('expected code');
    expect(result.code).toContain("require('@mui/x-data-grid')");
    expect(result.code).not.toContain('number[]');
    expect(result.code).toContain('react/jsx-runtime');
    // Lines stay where they were: an error's line is the reader's.
    expect(result.code.split('\n').findIndex((line) => line.includes('_mui_x_data_grid.DataGrid') || line.includes('DataGrid,'))).toBe(3);
  });

  it('keeps type syntax an error in a JavaScript file', () => {
    const result = transpile('Demo.js', 'const a: number = 1;\n');
    expect(result.ok).toBe(false);
  });

  it('reports a syntax error with its file, 1-based line and column, and a message without the position', () => {
    const result = transpile('Demo.tsx', 'export default function Demo() {\n  return <div>;\n}\n');
    if (result.ok) throw new Error('expected an error');
    expect(result.error).toMatchObject({ kind: 'syntax', file: 'Demo.tsx', line: 2 });
    expect(result.error.column).toBeGreaterThan(0);
    expect(result.error.message).not.toMatch(/\(\d+:\d+\)$/);
    expect(result.error.message).not.toMatch(/^Error transforming/);
  });

  it('reports an error of the JSX step, which has no position, as a syntax error without a line', () => {
    const result = transpile('Demo.tsx', 'export default function Demo() {\n  return <b x="1" << />;\n}\n');
    if (result.ok) throw new Error('expected an error');
    expect(result.error).toEqual({ kind: 'syntax', file: 'Demo.tsx', line: undefined, column: undefined, message: 'Expected either /> or > at the end of the tag.' });
  });
});

import { locateError, resolveFile, runDemo, SOURCE_PREFIX } from './evaluate';
import { createScope } from './scope';

const scope = createScope({ react: { createElement: () => null }, 'react/jsx-runtime': { jsx: (type: unknown, props: unknown) => ({ type, props }), jsxs: () => null } });

describe('resolveFile', () => {
  const files = { 'Demo.tsx': '', 'data/rows.ts': '', 'Tree.module.css': '' };
  it('finds a relative file with or without its extension', () => {
    expect(resolveFile('Demo.tsx', './data/rows', files)).toBe('data/rows.ts');
    expect(resolveFile('data/rows.ts', '../Demo', files)).toBe('Demo.tsx');
    expect(resolveFile('Demo.tsx', './Tree.module.css', files)).toBe('Tree.module.css');
    expect(resolveFile('Demo.tsx', './missing', files)).toBeNull();
  });
});

describe('runDemo', () => {
  it('runs the entry with its data module and returns its default export', () => {
    const files = { 'Demo.tsx': "import { rows } from './data/rows';\nexport default function Demo() { return rows.length; }\n", 'data/rows.ts': 'export const rows: number[] = [1, 2];\n' };
    const result = runDemo('Demo.tsx', files, scope);
    if (!result.ok) throw new Error(result.error.message);
    expect((result.Component as () => number)()).toBe(2);
  });

  it('stops at a syntax error of any file, naming it', () => {
    const result = runDemo('Demo.tsx', { 'Demo.tsx': 'export default () => 1;\n', 'data/rows.ts': 'export const = ;\n' }, scope);
    expect(result).toMatchObject({ ok: false, error: { kind: 'syntax', file: 'data/rows.ts', line: 1 } });
  });

  it('reports an import outside the scope with what the demo can import', () => {
    const result = runDemo('Demo.tsx', { 'Demo.tsx': "import x from 'lodash';\nexport default () => x;\n" }, scope);
    expect(result).toMatchObject({ ok: false, error: { kind: 'runtime', file: 'Demo.tsx' } });
    if (!result.ok) expect(result.error.message).toContain('"lodash" is not available');
  });

  it('reports a module that throws with its line, and a missing default export', () => {
    const thrown = runDemo('Demo.tsx', { 'Demo.tsx': "const a = 1;\nthrow new Error('boom');\nexport default () => a;\n" }, scope);
    expect(thrown).toMatchObject({ ok: false, error: { kind: 'runtime', file: 'Demo.tsx', line: 2, message: 'boom' } });
    const missing = runDemo('Demo.tsx', { 'Demo.tsx': 'export const a = 1;\n' }, scope);
    expect(missing).toMatchObject({ ok: false, error: { message: expect.stringContaining('default export') } });
  });
});

describe('locateError', () => {
  it('reads the reader file and line from the stack, else falls back to the entry', () => {
    const error = new Error('bad');
    error.stack = `Error: bad\n    at Demo (${SOURCE_PREFIX}data/rows.ts:4:9)`;
    expect(locateError(error, 'Demo.tsx')).toEqual({ file: 'data/rows.ts', line: 4, column: 9, message: 'bad' });
    expect(locateError('text', 'Demo.tsx')).toEqual({ file: 'Demo.tsx', message: 'text' });
  });
});

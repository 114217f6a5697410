/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const LOADER = path.join(process.cwd(), 'scripts', 'build', 'demoScopeLoader.cjs');

describe('demoScopeLoader', () => {
  // Jest's module registry stands in for Node's here: the loader runs as webpack runs it.
  const loader = jest.requireActual(LOADER) as (this: { resourcePath: string; addDependency(file: string): void }, source: string) => string;

  it("adds the editor's scope to a demo's module, name by name", () => {
    const source = "import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';\nexport default function Grid() { return <DataGrid rows={[]} columns={[]} />; }\n";
    const output = loader.call({ resourcePath: path.join(process.cwd(), 'data', 'demos', 'data-grid', 'Grid.tsx'), addDependency: () => {} }, source);
    expect(output.startsWith(source)).toBe(true);
    expect(output).toContain('export function EditorScope()');
    expect(output).toMatch(/"@mui\/x-data-grid": \{ "DataGrid": __scope\d+_DataGrid \}/);
  });

  it('depends only on files that exist, so that webpack can store its persistent cache', () => {
    // webpack follows the modules a loader required to decide when its cache is stale; a module named
    // `file.ts?namespace=…` (tsx's own require) made it fail to store any cache.
    const { execFileSync } = jest.requireActual('node:child_process') as typeof import('node:child_process');
    const script = `const l = require(${JSON.stringify(LOADER)}); l.call({ resourcePath: 'X.tsx', addDependency() {} }, 'export default 1;\\n');
      const seen = new Set(); const files = [];
      const walk = (m) => { if (!m || seen.has(m)) return; seen.add(m); files.push(m.filename); m.children.forEach(walk); };
      walk(require.cache[${JSON.stringify(LOADER)}]);
      console.log(JSON.stringify(files));`;
    const files = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as string[];
    expect(files).toContain(path.join(process.cwd(), 'src', 'demos', 'build', 'demoScope.ts'));
    expect(files.filter((file) => !fs.existsSync(file))).toEqual([]);
  });
});

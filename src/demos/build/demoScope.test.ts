import { demoScopeImports, scopeModuleSource, valueImports } from './demoScope';

describe('valueImports', () => {
  it('lists default, named and namespace imports, leaving type-only ones out', () => {
    const source = "import * as React from 'react';\nimport Box from '@mui/material/Box';\nimport { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport type { GridRowsProp } from '@mui/x-data-grid';\nimport './side.css';\nconst c: GridColDef[] = [];\nexport default function D() { return <Box><DataGrid columns={c} rows={[] as GridRowsProp} /></Box>; }\n";
    expect(valueImports(source, 'D.tsx')).toEqual([
      { specifier: 'react', imported: '*' },
      { specifier: '@mui/material/Box', imported: 'default' },
      { specifier: '@mui/x-data-grid', imported: 'DataGrid' },
    ]);
  });
});

describe('demoScopeImports', () => {
  it('adds React, the data modules package imports, and fails on a missing data module', () => {
    const source = "import { rows } from './data/rows';\nimport Button from '@mui/material/Button';\nexport default () => <Button>{rows.length}</Button>;\n";
    const read = (specifier: string) => (specifier === './data/rows' ? "import { randomId } from '@mui/x-data-grid-generator';\nimport { other } from './other';\nexport const rows = [randomId()];\n" : null);
    const imports = demoScopeImports(source, 'D.tsx', read);
    expect(imports).toEqual([
      { specifier: 'react', imported: '*' },
      { specifier: 'react/jsx-runtime', imported: '*' },
      { specifier: '@mui/x-data-grid-generator', imported: 'randomId' },
      { specifier: '@mui/material/Button', imported: 'default' },
    ]);
    expect(() => demoScopeImports(source, 'D.tsx', () => null)).toThrow('D.tsx imports ./data/rows, which does not exist');
  });
});

describe('scopeModuleSource', () => {
  it('imports each value once, under names of its own, and exports a function returning one object by specifier', () => {
    const text = scopeModuleSource([
      { specifier: 'react', imported: '*' },
      { specifier: 'react', imported: 'useState' },
      { specifier: '@mui/material/Button', imported: 'default' },
    ]);
    expect(text).toContain('import * as __scope0_all from "react";');
    expect(text).toContain('import { useState as __scope0_useState } from "react";');
    expect(text).toContain('import { default as __scope1_default } from "@mui/material/Button";');
    expect(text).toContain('"react": { ...__scope0_all, "useState": __scope0_useState },');
    expect(text).toContain('"@mui/material/Button": { "default": __scope1_default },');
    expect(text).toContain('export function EditorScope() {');
    expect(text).not.toContain('export default');
  });
});

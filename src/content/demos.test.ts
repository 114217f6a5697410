/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoFolderFor, demoRefs, importsOf, loadDemo, missingDemos, splitPreview, toJavaScript } from './demos';

let dir: string;

const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), content);
};

const GRID = `import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', width: 160 }];

export default function BasicGrid() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <div style={{ height: 200 }}>
      {/* preview-start */}
      <DataGrid rows={[]} columns={columns} onRowClick={() => setCount(count + 1)} />
      {/* preview-end */}
    </div>
  );
}
`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('demoFolderFor', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'data-grid'],
    ['/x/react-date-pickers/date-picker', 'date-pickers'],
    ['/x/react-charts/bars', 'charts'],
    ['/x/react-tree-view/rich-tree-view/items', 'tree-view'],
    ['/x/introduction/installation', 'introduction'],
  ])('%s -> %s', (pathname, folder) => {
    expect(demoFolderFor(pathname)).toBe(folder);
  });
});

describe('toJavaScript', () => {
  it('strips types and type-only imports, keeps JSX and blank lines, and formats', async () => {
    const js = await toJavaScript(GRID, 'BasicGrid.tsx');
    expect(js).toBe(`import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';

const columns = [{ field: 'name', width: 160 }];

export default function BasicGrid() {
  const [count, setCount] = React.useState(0);
  return (
    <div style={{ height: 200 }}>
      {/* preview-start */}
      <DataGrid rows={[]} columns={columns} onRowClick={() => setCount(count + 1)} />
      {/* preview-end */}
    </div>
  );
}
`);
  });

  it('fails on source that does not parse, naming the file', async () => {
    await expect(toJavaScript('const = ;', 'Broken.tsx')).rejects.toThrow(/Broken\.tsx/);
  });
});

describe('importsOf', () => {
  it('lists imported and re-exported modules once, in order', () => {
    const source = `import * as React from 'react';
import type { X } from '@mui/x-data-grid/models';
import { DataGrid } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import './Tree.module.css';
import React2 from 'react';
export { Y } from 'dayjs/plugin/utc';`;
    expect(importsOf(source, 'A.tsx')).toEqual([
      'react',
      '@mui/x-data-grid/models',
      '@mui/x-data-grid',
      '@mui/x-date-pickers/AdapterDayjs',
      './Tree.module.css',
      'dayjs/plugin/utc',
    ]);
  });
});

describe('splitPreview', () => {
  it('cuts the excerpt between the markers and removes them from the full source', () => {
    const { full, preview } = splitPreview(GRID);
    expect(full).not.toContain('preview-');
    expect(full).toContain('<DataGrid rows={[]}');
    expect(preview).toBe('<DataGrid rows={[]} columns={columns} onRowClick={() => setCount(count + 1)} />\n');
  });

  it.each([
    ['no markers', 'const a = 1;\n'],
    ['an empty excerpt', '// preview-start\n// preview-end\n'],
    ['markers in the wrong order', '// preview-end\na;\n// preview-start\n'],
  ])('has no preview with %s', (_label, source) => {
    expect(splitPreview(source).preview).toBeNull();
  });
});

describe('loadDemo', () => {
  it('builds both languages, highlighted, with imports and the reserved height', async () => {
    write('data-grid/BasicGrid.tsx', GRID);
    const demo = await loadDemo('data-grid', { file: 'BasicGrid.tsx', height: 200 }, 'grid.md', dir);
    expect(demo.file).toBe('BasicGrid.tsx');
    expect(demo.height).toBe(200);
    expect(demo.licensed).toBe(false);
    expect(Object.keys(demo.stylings)).toEqual(['MUI System']);
    const system = demo.stylings['MUI System'];
    expect(system.module).toBe('data-grid/BasicGrid');
    expect(system.fileName).toBe('BasicGrid');
    expect(system.TS.code).toContain('GridColDef[]');
    expect(system.JS.code).not.toContain('GridColDef');
    expect(system.TS.html).toContain('<span class="hljs-keyword">import</span>');
    expect(system.JS.preview?.code).toBe('<DataGrid rows={[]} columns={columns} onRowClick={() => setCount(count + 1)} />\n');
    expect(system.imports).toEqual(['react', '@mui/x-data-grid']);
    expect(system.files).toEqual({});
  });

  it('finds styling variants and the stylesheet a variant imports', async () => {
    write('tree-view/Label.tsx', `export default function Label() {\n  return <b>a</b>;\n}\n`);
    write('tree-view/Label.tailwind.tsx', `export default function Label() {\n  return <b className="font-bold">a</b>;\n}\n`);
    write(
      'tree-view/Label.css.tsx',
      `import classes from './Label.module.css';\n\nexport default function Label() {\n  return <b className={classes.label}>a</b>;\n}\n`,
    );
    write('tree-view/Label.module.css', '.label { font-weight: 700; }\n');
    const demo = await loadDemo('tree-view', { file: 'Label.tsx', height: 80 }, 'tree.md', dir);
    expect(Object.keys(demo.stylings)).toEqual(['MUI System', 'Tailwind', 'CSS']);
    expect(demo.stylings.Tailwind?.module).toBe('tree-view/Label.tailwind');
    expect(demo.stylings.CSS?.fileName).toBe('Label');
    expect(demo.stylings.CSS?.files).toEqual({ 'Label.module.css': '.label { font-weight: 700; }\n' });
  });

  it.each([
    ['@mui/x-data-grid-pro', true],
    ['@mui/x-data-grid-premium', true],
    ['@mui/x-date-pickers-pro/DateRangePicker', true],
    ['@mui/x-tree-view', false],
    ['@mui/material/Button', false],
  ])('marks a demo importing %s as licensed: %s', async (specifier, licensed) => {
    write('p/Demo.tsx', `import X from '${specifier}';\n\nexport default function Demo() {\n  return <X />;\n}\n`);
    const demo = await loadDemo('p', { file: 'Demo.tsx', height: 100 }, 'p.md', dir);
    expect(demo.licensed).toBe(licensed);
  });

  it('fails for an unknown demo, naming the page and the demo', async () => {
    await expect(loadDemo('data-grid', { file: 'Nope.tsx', height: 100 }, 'data/docs/react-data-grid/sorting.md', dir)).rejects.toThrow(
      /^data\/docs\/react-data-grid\/sorting\.md: unknown demo Nope\.tsx \(expected the file .*data-grid\/Nope\.tsx\)$/,
    );
  });

  it('fails for a demo importing another local module', async () => {
    write('x/Helper.tsx', `import { rows } from './rows';\n\nexport default function Helper() {\n  return <p>{rows.length}</p>;\n}\n`);
    await expect(loadDemo('x', { file: 'Helper.tsx', height: 100 }, 'x.md', dir)).rejects.toThrow(
      'x.md: demo x/Helper.tsx imports ./rows; a demo may only import packages and a .css file beside it',
    );
  });
});

describe('demo references', () => {
  const segments = [
    { kind: 'html' as const, html: '<p>a</p>' },
    { kind: 'demo' as const, file: 'BasicGrid.tsx', height: 400 },
    { kind: 'container' as const, tag: 'blockquote' as const, children: [{ kind: 'demo' as const, file: 'Nested.tsx', height: 90 }] },
  ];

  it('lists every demo of a page, containers included', () => {
    expect(demoRefs(segments)).toEqual([
      { file: 'BasicGrid.tsx', height: 400 },
      { file: 'Nested.tsx', height: 90 },
    ]);
  });

  it('names the page and the demo of each missing file', () => {
    write('data-grid/BasicGrid.tsx', GRID);
    expect(missingDemos([{ pathname: '/x/react-data-grid/sorting', source: 'data/docs/react-data-grid/sorting.md', segments }], dir)).toEqual([
      expect.stringMatching(/^data\/docs\/react-data-grid\/sorting\.md: unknown demo Nested\.tsx \(expected the file .*data-grid\/Nested\.tsx\)$/),
    ]);
  });
});

describe('splitPreview blank lines', () => {
  it('drops the blank lines a formatter leaves beside markers', () => {
    const source = 'return (\n  // preview-start\n  <A />\n\n  // preview-end\n);\n';
    expect(splitPreview(source)).toEqual({ full: 'return (\n  <A />\n);\n', preview: '<A />\n' });
  });
});

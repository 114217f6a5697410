/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoBuildCache, demoFolderFor, demoRefs, importsOf, loadDemoBuild, missingDemos, splitPreview, toJavaScript } from './demoBuild';
import type { DemoSources } from '../../contracts';

/** A demo's sources file as the browser reads it. */
const sourcesOf = (build: { sourcesFile: { json: string } }) => JSON.parse(build.sourcesFile.json) as DemoSources;

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

describe('loadDemoBuild', () => {
  it('keeps in the page props what the first render needs, and the rest in the sources file', async () => {
    write('data-grid/BasicGrid.tsx', GRID);
    const build = await loadDemoBuild('data-grid', 'BasicGrid.tsx', 'grid.md', dir);
    const { demo } = build;
    expect(demo.file).toBe('BasicGrid.tsx');
    expect(demo.licensed).toBe(false);
    expect(demo.stylings).toEqual({ 'MUI System': { module: 'data-grid/BasicGrid', fileName: 'BasicGrid' } });
    // The first code is the highlighted TS preview; no plain code, no JS in the page props.
    expect(demo.firstCode.preview).toBe(true);
    expect(demo.firstCode.html).toContain('&lt;<span class="hljs-title class_">DataGrid</span> rows={[]}');
    expect(demo.firstCode.html).not.toContain('GridColDef');
    expect(JSON.stringify(demo)).not.toContain('React.useState');
    expect(demo.sources).toBe(build.sourcesFile.url);
    expect(demo.sources).toMatch(/^\/x\/_demo-sources\/data-grid\/BasicGrid\.[0-9a-f]{16}\.json$/);

    const system = sourcesOf(build).stylings['MUI System'];
    expect(system.TS.code).toContain('GridColDef[]');
    expect(system.JS.code).not.toContain('GridColDef');
    expect(system.TS.html).toContain('<span class="hljs-keyword">import</span>');
    expect(system.TS.preview?.html).toBe(demo.firstCode.html);
    expect(system.JS.preview?.code).toBe('<DataGrid rows={[]} columns={columns} onRowClick={() => setCount(count + 1)} />\n');
    expect(system.imports).toEqual(['react', '@mui/x-data-grid']);
    expect(system.files).toEqual({ TS: {}, JS: {} });
    expect(demo.otherFiles).toBeUndefined();
  });

  it('shows the full TS source first when the demo has no preview', async () => {
    write('p/Plain.tsx', `export default function Plain() {\n  return <b>plain</b>;\n}\n`);
    const build = await loadDemoBuild('p', 'Plain.tsx', 'p.md', dir);
    expect(build.demo.firstCode).toEqual({ html: sourcesOf(build).stylings['MUI System'].TS.html, preview: false });
  });

  it('finds styling variants and the stylesheet a variant imports', async () => {
    write('tree-view/Label.tsx', `export default function Label() {\n  return <b>a</b>;\n}\n`);
    write('tree-view/Label.tailwind.tsx', `export default function Label() {\n  return <b className="font-bold">a</b>;\n}\n`);
    write(
      'tree-view/Label.css.tsx',
      `import classes from './Label.module.css';\n\nexport default function Label() {\n  return <b className={classes.label}>a</b>;\n}\n`,
    );
    write('tree-view/Label.module.css', '.label { font-weight: 700; }\n');
    const build = await loadDemoBuild('tree-view', 'Label.tsx', 'tree.md', dir);
    const { demo } = build;
    expect(Object.keys(demo.stylings)).toEqual(['MUI System', 'Tailwind', 'CSS']);
    expect(demo.stylings.Tailwind?.module).toBe('tree-view/Label.tailwind');
    expect(demo.stylings.CSS?.fileName).toBe('Label');
    const { stylings } = sourcesOf(build);
    expect(Object.keys(stylings)).toEqual(['MUI System', 'Tailwind', 'CSS']);
    expect(stylings.Tailwind?.TS.code).toContain('font-bold');
    const css = { 'Label.module.css': '.label { font-weight: 700; }\n' };
    expect(stylings.CSS?.files).toEqual({ TS: css, JS: css });
  });

  it.each([
    ['@mui/x-data-grid-pro', true],
    ['@mui/x-data-grid-premium', true],
    ['@mui/x-date-pickers-pro/DateRangePicker', true],
    ['@mui/x-tree-view', false],
    ['@mui/material/Button', false],
  ])('marks a demo importing %s as licensed: %s', async (specifier, licensed) => {
    write('p/Demo.tsx', `import X from '${specifier}';\n\nexport default function Demo() {\n  return <X />;\n}\n`);
    const { demo } = await loadDemoBuild('p', 'Demo.tsx', 'p.md', dir);
    expect(demo.licensed).toBe(licensed);
  });

  it('fails for an unknown demo, naming the page and the demo', async () => {
    await expect(loadDemoBuild('data-grid', 'Nope.tsx', 'data/docs/react-data-grid/sorting.md', dir)).rejects.toThrow(
      /^data\/docs\/react-data-grid\/sorting\.md: unknown demo Nope\.tsx \(expected the file .*data-grid\/Nope\.tsx\)$/,
    );
  });

  it('fails for a demo importing another local module', async () => {
    write('x/Helper.tsx', `import { rows } from './rows';\n\nexport default function Helper() {\n  return <p>{rows.length}</p>;\n}\n`);
    await expect(loadDemoBuild('x', 'Helper.tsx', 'x.md', dir)).rejects.toThrow(
      'x.md: demo x/Helper.tsx imports ./rows; a demo may only import packages, a .css file beside it and ./data/<name> modules',
    );
  });

  it('takes a shared data module in both languages, with the packages it imports', async () => {
    write('d/data/employees.ts', `import dayjs from 'dayjs';\n\nexport interface Employee {\n  name: string;\n  hired: Date;\n}\n\nexport const employees: Employee[] = [{ name: 'Ada Byron', hired: dayjs('2021-03-01').toDate() }];\n`);
    write('d/Team.tsx', `import { DataGrid } from '@mui/x-data-grid';\nimport { employees } from './data/employees';\n\nexport default function Team() {\n  return <DataGrid rows={employees} columns={[]} />;\n}\n`);
    const build = await loadDemoBuild('d', 'Team.tsx', 'd.md', dir);
    const system = sourcesOf(build).stylings['MUI System'];
    // The page names the other files, so their tabs show with the first render.
    expect(build.demo.otherFiles).toEqual(['data/employees.ts']);
    expect(system.filesHtml?.TS['data/employees.ts']).toMatch(/<span class="hljs-keyword">interface<\/span>/);
    expect(system.filesHtml?.JS['data/employees.js']).toContain('hljs-string');
    expect(system.imports).toEqual(['@mui/x-data-grid', './data/employees', 'dayjs']);
    expect(Object.keys(system.files.TS)).toEqual(['data/employees.ts']);
    expect(system.files.TS['data/employees.ts']).toContain('export interface Employee');
    expect(Object.keys(system.files.JS)).toEqual(['data/employees.js']);
    expect(system.files.JS['data/employees.js']).not.toContain('interface');
    expect(system.files.JS['data/employees.js']).toContain("dayjs('2021-03-01')");
  });

  it.each([
    ['a missing data module', 'e', `import { rows } from './data/rows';\n\nexport default function A() {\n  return <p>{rows.length}</p>;\n}\n`, null, /e\.md: demo e\/A\.tsx imports \.\/data\/rows, which does not exist/],
    [
      'a data module importing a local file',
      'f',
      `import { rows } from './data/rows';\n\nexport default function A() {\n  return <p>{rows.length}</p>;\n}\n`,
      `import { more } from './more';\n\nexport const rows = more;\n`,
      'f.md: demo f/A.tsx imports ./data/rows, which imports ./more; a data module may only import packages',
    ],
  ])('fails for %s', async (_label, folder, demo, data, message) => {
    write(`${folder}/A.tsx`, demo);
    if (data) write(`${folder}/data/rows.ts`, data);
    await expect(loadDemoBuild(folder, 'A.tsx', `${folder}.md`, dir)).rejects.toThrow(message);
  });
});

describe('demo references', () => {
  const segments = [
    { kind: 'html' as const, html: '<p>a</p>' },
    { kind: 'demo' as const, file: 'BasicGrid.tsx', height: 400, line: 5 },
    { kind: 'container' as const, tag: 'blockquote' as const, children: [{ kind: 'demo' as const, file: 'Nested.tsx', height: 90, line: 9 }] },
  ];

  it('lists every demo of a page, containers included', () => {
    expect(demoRefs(segments)).toEqual([
      { file: 'BasicGrid.tsx', height: 400, line: 5 },
      { file: 'Nested.tsx', height: 90, line: 9 },
    ]);
  });

  it('names the page, the line and the demo of each missing file', () => {
    write('data-grid/BasicGrid.tsx', GRID);
    expect(missingDemos([{ pathname: '/x/react-data-grid/sorting', source: 'data/docs/react-data-grid/sorting.md', segments }], dir)).toEqual([
      expect.stringMatching(/^data\/docs\/react-data-grid\/sorting\.md:9: unknown demo Nested\.tsx \(expected the file .*data-grid\/Nested\.tsx\)$/),
    ]);
  });
});

describe('splitPreview blank lines', () => {
  it('drops the blank lines a formatter leaves beside markers', () => {
    const source = 'return (\n  // preview-start\n  <A />\n\n  // preview-end\n);\n';
    expect(splitPreview(source)).toEqual({ full: 'return (\n  <A />\n);\n', preview: '<A />\n' });
  });
});

describe('demoBuildCache', () => {
  it('keeps the builds while the demos are unchanged, and starts again for a new version of them', () => {
    const first = demoBuildCache('v1');
    first.set('grid|Basic.tsx', Promise.resolve({} as never));
    expect(demoBuildCache('v1')).toBe(first);
    expect(demoBuildCache('v2').size).toBe(0);
    expect(demoBuildCache('v2')).not.toBe(first);
  });
});

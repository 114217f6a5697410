/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildHoverTypes, writeHoverTypes, writePageHoverTypes } from './hoverFiles';
import { readHoverManifest } from './hoverManifest';
import { demoBlockKey, fenceBlockKey } from '../markdown/hoverSpans';
import { renderMarkdown } from '../markdown/markdown';
import { demoCodeKey, laterTableUrl } from '../code/hoverTypes';
import { createFenceHost } from '../checks/fenceCheck';

const PAGE = `---
title: A page
description: One fence.
---

\`\`\`tsx
import { type GridColDef } from '@mui/x-data-grid';
// ---cut---
const columns: GridColDef[] = [];
\`\`\`

\`\`\`tsx
// @errors: 2322
const wrong: string = 1;
\`\`\`
`;

describe('buildHoverTypes and writeHoverTypes', () => {
  let result: Awaited<ReturnType<typeof buildHoverTypes>>;
  const links: unknown[] = [];
  beforeAll(async () => {
    const link = (target: { name: string }, product: string) => {
      links.push([target.name, product]);
      return target.name === 'GridColDef' ? '/x/api/data-grid/grid-col-def/' : undefined;
    };
    result = await buildHoverTypes([{ pathname: '/x/react-data-grid/a', source: 'data/docs/a.md', raw: PAGE, segments: [] }], link);
  }, 120_000);

  it("gives the page a table of its names' quick infos, and marks each shown name of its typed fences", () => {
    const page = result.manifest['/x/react-data-grid/a'];
    expect(page.url).toMatch(/^\/x\/_hover-types\/[0-9a-f]{16}\.json$/);
    const table = JSON.parse(result.tables.get(page.url)!);
    // A fence that shows wrong code on purpose has no hovers.
    expect(Object.keys(page.blocks)).toEqual([fenceBlockKey('tsx', 'const columns: GridColDef[] = [];\n')]);
    const spans = page.blocks[fenceBlockKey('tsx', 'const columns: GridColDef[] = [];\n')];
    expect(spans.map(([start, name]) => [start, name])).toEqual([
      [6, 'columns'],
      [15, 'GridColDef'],
    ]);
    expect(table.entries[spans[1][2]]).toMatchObject({ t: expect.stringContaining('type GridColDef<'), d: 'Column Definition interface.', h: '/x/api/data-grid/grid-col-def/' });
    expect(table.entries[spans[0][2]]).toEqual({ t: 'const columns: GridColDef[]' });
    expect(links).toContainEqual(['GridColDef', 'data-grid']);
  });

  it('writes the tables and the manifest, removing tables no page names', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hover-'));
    const manifestFile = path.join(dir, 'cache', 'manifest.json');
    const tables = path.join(dir, 'public', 'x', '_hover-types');
    fs.mkdirSync(tables, { recursive: true });
    fs.writeFileSync(path.join(tables, 'old.json'), '{}');
    const written = writeHoverTypes(result, path.join(dir, 'public'), manifestFile);
    expect(written).toMatchObject({ tables: 1, removed: 1 });
    expect(fs.readdirSync(tables)).toEqual([result.manifest['/x/react-data-grid/a'].url.split('/').pop()]);
    expect(readHoverManifest(manifestFile)).toEqual(result.manifest);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads no manifest as no hovers, and a broken one too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hover-'));
    expect(readHoverManifest(path.join(dir, 'missing.json'))).toEqual({});
    fs.writeFileSync(path.join(dir, 'broken.json'), '[1');
    expect(readHoverManifest(path.join(dir, 'broken.json'))).toEqual({});
    fs.writeFileSync(path.join(dir, 'array.json'), '[1]');
    expect(readHoverManifest(path.join(dir, 'array.json'))).toEqual({});
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('buildHoverTypes on a demo', () => {
  // Inside the repository, so that the demo's package imports resolve.
  const root = path.join(process.cwd(), '.next', 'cache');
  let demosDir = '';
  let result: Awaited<ReturnType<typeof buildHoverTypes>>;
  const demo = [
    "import * as React from 'react';",
    "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
    "import { people } from './data/people';",
    '',
    "const columns: GridColDef[] = [{ field: 'name' }];",
    '',
    'export default function Listing() {',
    '  return (',
    '    <div style={{ height: 300 }}>',
    '      {/* preview-start */}',
    '      <DataGrid rows={people} columns={columns} />',
    '      {/* preview-end */}',
    '    </div>',
    '  );',
    '}',
    '',
  ].join('\n');
  beforeAll(async () => {
    fs.mkdirSync(root, { recursive: true });
    demosDir = fs.mkdtempSync(path.join(root, 'hover-demos-'));
    fs.mkdirSync(path.join(demosDir, 'data-grid', 'data'), { recursive: true });
    fs.writeFileSync(path.join(demosDir, 'data-grid', 'Listing.tsx'), demo);
    fs.writeFileSync(path.join(demosDir, 'data-grid', 'data', 'people.ts'), "export const people = [{ id: 1, name: 'Ada' }];\n");
    const raw = '---\ntitle: Listing\ndescription: A demo.\n---\n\n{{"demo": "Listing.tsx"}}\n';
    const page = { pathname: '/x/react-data-grid/listing', source: 'data/docs/listing.md', raw, segments: renderMarkdown(raw, 'data/docs/listing.md').segments };
    result = await buildHoverTypes([page], () => undefined, demosDir, createFenceHost());
  }, 120_000);
  afterAll(() => fs.rmSync(demosDir, { recursive: true, force: true }));

  it('marks the preview shown first in the page, and gives the browser the names of the full source and of the data file', () => {
    const page = result.manifest['/x/react-data-grid/listing'];
    expect(page.blocks[demoBlockKey('data-grid', 'Listing.tsx')].map(([, name]) => name)).toEqual(['DataGrid', 'rows', 'people', 'columns', 'columns']);
    // The first table has the names the page marks; the code shown later is in the second.
    expect(JSON.parse(result.tables.get(page.url)!).blocks).toBeUndefined();
    const table = JSON.parse(result.tables.get(laterTableUrl(page.url))!);
    expect(Object.keys(table.blocks).sort()).toEqual([demoCodeKey('Listing.tsx', 'MUI System', 'file:data/people.ts'), demoCodeKey('Listing.tsx', 'MUI System', 'full')]);
    const full = table.blocks[demoCodeKey('Listing.tsx', 'MUI System', 'full')] as Array<[number, string, number]>;
    const gridColDef = full.find(([, name]) => name === 'GridColDef')!;
    expect(demo.slice(gridColDef[0], gridColDef[0] + 'GridColDef'.length)).toBe('GridColDef');
    expect(table.entries[gridColDef[2]].t).toContain('type GridColDef<');
    const people = table.blocks[demoCodeKey('Listing.tsx', 'MUI System', 'file:data/people.ts')] as Array<[number, string, number]>;
    expect(people.map(([start, name]) => [start, name])).toEqual([[13, 'people'], [25, 'id'], [32, 'name']]);
    expect(table.entries[people[0][2]].t).toBe('const people: {\n    id: number;\n    name: string;\n}[]');
  });
});

describe('writePageHoverTypes', () => {
  it('reuses the last result while nothing it depends on changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hover-'));
    const cacheDir = path.join(dir, 'cache');
    const first = await writePageHoverTypes([], [], path.join(dir, 'public'), cacheDir);
    expect(first).toMatchObject({ cached: false, pages: 0, tables: 0 });
    const second = await writePageHoverTypes([], [], path.join(dir, 'public'), cacheDir);
    expect(second).toMatchObject({ cached: true, pages: 0 });
    expect(fs.existsSync(path.join(cacheDir, 'manifest.json'))).toBe(true);
    // A result stored under another key (other pages, packages or code) is computed again.
    const stored = JSON.parse(fs.readFileSync(path.join(cacheDir, 'result.json'), 'utf8'));
    fs.writeFileSync(path.join(cacheDir, 'result.json'), JSON.stringify({ ...stored, key: 'other' }));
    expect(await writePageHoverTypes([], [], path.join(dir, 'public'), cacheDir)).toMatchObject({ cached: false });
    // Another number of workers shares the modules out differently (TypeScript may word names otherwise).
    expect(await writePageHoverTypes([], [], path.join(dir, 'public'), cacheDir)).toMatchObject({ cached: true });
    const cores = jest.spyOn(os, 'availableParallelism').mockReturnValue(os.availableParallelism() === 1 ? 2 : 1);
    expect(await writePageHoverTypes([], [], path.join(dir, 'public'), cacheDir)).toMatchObject({ cached: false });
    cores.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSourcesFile, demoSourcesUrlsIn, writeDemoSourcesFile, writeDemoSourcesFiles } from './demoSourcesFiles';
import type { DemoSources } from '../../contracts';

const sources = (code: string): DemoSources => {
  const language = { code, html: `<span>${code}</span>`, preview: null };
  return { stylings: { 'MUI System': { TS: language, JS: language, imports: [], files: { TS: {}, JS: {} } } } };
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (url: string) => fs.readFileSync(path.join(dir, ...url.split('/').filter(Boolean)), 'utf8');
const listed = () =>
  fs
    .readdirSync(path.join(dir, 'x', '_demo-sources'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();

describe('demoSourcesFile', () => {
  it('names the file by its module and a hash of its content', () => {
    const file = demoSourcesFile('data-grid/BasicGrid', sources('a'));
    expect(file.url).toMatch(/^\/x\/_demo-sources\/data-grid\/BasicGrid\.[0-9a-f]{16}\.json$/);
    expect(JSON.parse(file.json)).toEqual(sources('a'));
    // The same content, the same name; another content, another name.
    expect(demoSourcesFile('data-grid/BasicGrid', sources('a')).url).toBe(file.url);
    expect(demoSourcesFile('data-grid/BasicGrid', sources('b')).url).not.toBe(file.url);
  });
});

describe('writeDemoSourcesFiles', () => {
  it('writes each file where its URL points and removes every other file of the folder', () => {
    const grid = demoSourcesFile('data-grid/BasicGrid', sources('grid'));
    const old = demoSourcesFile('data-grid/BasicGrid', sources('grid, before the last edit'));
    const gone = demoSourcesFile('charts/Removed', sources('removed demo'));
    writeDemoSourcesFiles(dir, [old, gone]);
    const tree = demoSourcesFile('tree-view/Tree', sources('tree'));
    // A demo shown on two pages is listed twice.
    const result = writeDemoSourcesFiles(dir, [grid, tree, grid]);
    expect(result).toEqual({ files: 2, bytes: Buffer.byteLength(grid.json) + Buffer.byteLength(tree.json), removed: 2 });
    expect(read(grid.url)).toBe(grid.json);
    expect(read(tree.url)).toBe(tree.json);
    expect(listed()).toEqual([grid.url, tree.url].map((url) => url.replace('/x/_demo-sources/', '')).sort());
  });

  it('replaces a damaged file of the same name', () => {
    const grid = demoSourcesFile('data-grid/BasicGrid', sources('grid'));
    writeDemoSourcesFiles(dir, [grid]);
    fs.writeFileSync(path.join(dir, ...grid.url.split('/').filter(Boolean)), '{"trunc');
    writeDemoSourcesFiles(dir, [grid]);
    expect(read(grid.url)).toBe(grid.json);
  });
});

describe('writeDemoSourcesFile', () => {
  it('under next dev, writes a new file and leaves one already there', () => {
    const grid = demoSourcesFile('data-grid/BasicGrid', sources('grid'));
    expect(writeDemoSourcesFile(dir, grid, true)).toBe(true);
    expect(read(grid.url)).toBe(grid.json);
    expect(writeDemoSourcesFile(dir, grid, true)).toBe(false);
  });
});

describe('demoSourcesUrlsIn', () => {
  it('finds the sources files a page names, once each', () => {
    const a = '/x/_demo-sources/data-grid/BasicGrid.0123456789abcdef.json';
    const b = '/x/_demo-sources/tree-view/Tree.css.fedcba9876543210.json';
    const html = `<script id="__NEXT_DATA__" type="application/json">{"sources":"${a}","x":"${b}","y":"${a}"}</script>`;
    expect(demoSourcesUrlsIn(html)).toEqual([a, b]);
    expect(demoSourcesUrlsIn('<p>/x/_demo-sources/ is where they live</p>')).toEqual([]);
  });
});

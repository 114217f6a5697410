/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { syncDevSearchIndex } from './devSearchIndex';

let root: string;
const exported = () => path.join(root, 'out', 'x', '_pagefind');
const copy = () => path.join(root, 'public', 'x', '_pagefind');

function writeFile(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-search-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('syncDevSearchIndex', () => {
  it('gives next dev the index of the last export', () => {
    writeFile(path.join(exported(), 'pagefind-entry.json'), '{"version":"1.6.0"}');
    writeFile(path.join(exported(), 'fragment', 'en_1.pf_fragment'), 'f');

    expect(syncDevSearchIndex(true, root)).toMatch(/^search uses the index of the last export \(\d{4}-/);
    expect(fs.readFileSync(path.join(copy(), 'pagefind-entry.json'), 'utf8')).toBe('{"version":"1.6.0"}');
    expect(fs.existsSync(path.join(copy(), 'fragment', 'en_1.pf_fragment'))).toBe(true);
  });

  it('says to build once when there is no export yet, leaving no copy behind', () => {
    writeFile(path.join(copy(), 'pagefind-entry.json'), 'stale');

    expect(syncDevSearchIndex(true, root)).toBe('no search index yet: search in next dev works after one npm run build');
    expect(fs.existsSync(copy())).toBe(false);
  });

  it('removes the copy before a build, so the export never carries a stale index', () => {
    writeFile(path.join(exported(), 'pagefind-entry.json'), '{}');
    writeFile(path.join(copy(), 'pagefind-entry.json'), 'stale');

    expect(syncDevSearchIndex(false, root)).toBe('search index copy for next dev removed');
    expect(fs.existsSync(copy())).toBe(false);
  });
});

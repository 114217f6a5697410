/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDemosInParallel, shareDemos, unbuiltDemos } from './demoBuildsInParallel';
import { demoBuildKey } from './demoBuildStore';
import { DEMOS_DIR } from './demoBuild';

describe('demo builds in parallel', () => {
  it('deals the demos out in turn, with no empty share', () => {
    expect(shareDemos(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(shareDemos(['a'], 4)).toEqual([['a']]);
    expect(shareDemos([], 2)).toEqual([]);
    expect(shareDemos(['a', 'b'], 0)).toEqual([['a', 'b']]);
  });

  it('leaves out stored builds and a demo named twice', () => {
    const store = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-store-'));
    const demosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-'));
    fs.mkdirSync(path.join(demosDir, 'grid'));
    for (const name of ['A', 'B', 'C']) fs.writeFileSync(path.join(demosDir, 'grid', `${name}.tsx`), `export default function ${name}() { return null; }\n`);
    fs.writeFileSync(path.join(store, `${demoBuildKey(demosDir, 'grid', 'B.tsx')}.json`), '{}');
    const demos = ['A', 'B', 'A', 'C'].map((name, line) => ({ folder: 'grid', file: `${name}.tsx`, where: `page.md:${line}` }));
    expect(unbuiltDemos(demos, store, demosDir)).toEqual([
      { folder: 'grid', file: 'A.tsx', where: 'page.md:0' },
      { folder: 'grid', file: 'C.tsx', where: 'page.md:3' },
    ]);
  });

  it('starts no process for one worker or a few demos (the prebuild builds those as it goes)', async () => {
    const demos = [{ folder: 'data-grid', file: 'NoSuchDemo.tsx', where: 'page.md:1' }];
    expect(fs.existsSync(path.join(DEMOS_DIR, 'data-grid', 'NoSuchDemo.tsx'))).toBe(false);
    await expect(buildDemosInParallel(demos, 1)).resolves.toEqual({ built: 0, workerCpuSeconds: [] });
    await expect(buildDemosInParallel(demos, 2)).resolves.toEqual({ built: 0, workerCpuSeconds: [] });
  });
});

import fs from 'node:fs';
import path from 'node:path';

const dataGridScope = jest.fn((name: string) => Promise.resolve({ default: { 'x-name': { name } } }));
jest.mock('./scopeLoaders/data-grid.ts', () => ({ loadScope: (name: string) => dataGridScope(name) }));
jest.mock('../muiLicense', () => ({}));

import { loadDemoScope } from './loadScope';

describe('loadDemoScope', () => {
  it('has a loader for every demo folder, each asking for its demos with ?demo-scope', () => {
    const root = process.cwd();
    const folders = fs.readdirSync(path.join(root, 'data', 'demos'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    for (const folder of folders) {
      const text = fs.readFileSync(path.join(root, 'src', 'demos', 'runner', 'scopeLoaders', `${folder}.ts`), 'utf8');
      expect(text).toContain(`data/demos/${folder}/\${name}.tsx?demo-scope`);
    }
  });

  it('loads the scope of a demo through its folder loader, licensed or not', async () => {
    await expect(loadDemoScope('data-grid/BasicGrid', false)).resolves.toEqual({ 'x-name': { name: 'BasicGrid' } });
    await expect(loadDemoScope('data-grid/ProGrid', true)).resolves.toEqual({ 'x-name': { name: 'ProGrid' } });
  });

  it('rejects a module path without a folder', async () => {
    await expect(loadDemoScope('BasicGrid', false)).rejects.toThrow('Not a demo module');
  });
});

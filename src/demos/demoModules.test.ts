import fs from 'node:fs';
import path from 'node:path';
import { loadDemoModule, splitDemoModule } from './demoModules';

const root = process.cwd();

function StandIn() {
  return null;
}
const treeViewLoader = jest.fn(async (_name: string) => ({ default: StandIn }));
// The loader the browser would fetch as its own chunk (its demos need a real browser).
jest.mock('./demoLoaders/tree-view.ts', () => ({ loadDemo: (name: string) => treeViewLoader(name) }));

describe('demo modules', () => {
  it('has one loader per demo folder, and none without a folder', () => {
    const folders = fs
      .readdirSync(path.join(root, 'data', 'demos'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const loaders = fs
      .readdirSync(path.join(root, 'src', 'demos', 'demoLoaders'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(loaders).toEqual(folders);
    for (const folder of folders) {
      // Each loader imports from its own folder (a copy-paste slip would load another folder's demos).
      const text = fs.readFileSync(path.join(root, 'src', 'demos', 'demoLoaders', `${folder}.ts`), 'utf8');
      expect(text).toContain(`data/demos/${folder}/\${name}.tsx`);
    }
  });

  it('splits a module into its folder and its path inside it', () => {
    expect(splitDemoModule('data-grid/BasicGrid')).toEqual({ folder: 'data-grid', name: 'BasicGrid' });
    expect(splitDemoModule('charts/nested/Deep')).toEqual({ folder: 'charts', name: 'nested/Deep' });
    expect(splitDemoModule('BasicGrid')).toBeNull();
    expect(splitDemoModule('/BasicGrid')).toBeNull();
    expect(splitDemoModule('data-grid/')).toBeNull();
  });

  it('rejects a module name without a folder with a clear error', async () => {
    await expect(loadDemoModule('BasicGrid', false)).rejects.toThrow('Not a demo module: "BasicGrid" (expected <folder>/<Name>)');
  });

  it('loads a demo through its folder\'s loader, with the path inside the folder', async () => {
    const loaded = await loadDemoModule('tree-view/nested/SomeTree', false);
    expect(treeViewLoader).toHaveBeenCalledWith('nested/SomeTree');
    expect(loaded.default).toBe(StandIn);
  });
});

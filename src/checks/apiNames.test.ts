/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildNameIndex, publicModules } from './apiNames';
import { createFenceHost, type FenceHost } from './fenceCheck';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'api', 'build', 'fixtures', name), 'utf8');

/** A project folder holding the fixture packages as installed packages. */
function installFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-check-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('node_modules/@types/react/index.d.ts', fixture('react.d.ts'));
  write('node_modules/@types/react/package.json', '{"name":"@types/react","types":"index.d.ts"}');
  write('node_modules/@mui/x-widget/package.json', '{"name":"@mui/x-widget","types":"index.d.ts"}');
  write('node_modules/@mui/x-widget/index.d.ts', fixture('widget.d.ts'));
  write('node_modules/@mui/x-widget/Gauge/index.d.ts', 'export declare const Gauge: (props: { startAngle?: number; shape?: "circular" | "flat" }) => null;\n');
  // Builds and private packages are not documented API.
  write('node_modules/@mui/x-widget/esm/index.d.ts', 'export declare const EsmOnly: number;\n');
  write('node_modules/@mui/x-internals/package.json', '{"name":"@mui/x-internals","types":"index.d.ts"}');
  write('node_modules/@mui/x-internals/index.d.ts', 'export declare const internalHelper: number;\n');
  return root;
}

describe('the name index', () => {
  const root = installFixture();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const index = buildNameIndex(root, undefined, ['react']);

  it('lists the public modules of the MUI X packages', () => {
    expect(publicModules(root)).toEqual(['@mui/x-widget', '@mui/x-widget/Gauge']);
  });

  it('knows the exports of every public module, and the platform globals', () => {
    expect(['Widget', 'WidgetProps', 'Gauge', 'Array'].map(index.isExport)).toEqual([true, true, true, true]);
    expect(['EsmOnly', 'internalHelper', 'Gadget'].map(index.isExport)).toEqual([false, false, false]);
  });

  it('knows the members the exports reach: props, inherited props, slots, nested option keys, parameters', () => {
    expect(['name', 'dense', 'id', 'slots', 'icon', 'footer', 'onRowClick', 'startAngle', 'expanded'].filter((name) => !index.isMember(name))).toEqual([]);
    expect(index.isMember('notAProp')).toBe(false);
  });

  it('knows the string values of the exported types', () => {
    expect(['small', 'circular'].map(index.isValue)).toEqual([true, true]);
    expect(index.isValue('huge')).toBe(false);
  });

  it('resolves import paths like a reader project would', () => {
    expect(index.resolvesPath('@mui/x-widget')).toBe(true);
    expect(index.resolvesPath('@mui/x-widget/Gauge')).toBe(true);
    expect(index.resolvesPath('@mui/x-widget/Missing')).toBe(false);
    expect(index.resolvesPath('@mui/x-*')).toBe(true);
    expect(index.resolvesPath('@mui/y-*')).toBe(false);
  });
});

describe('the name index in a long-lived process (the dev server\'s docs check)', () => {
  it('does not keep the TypeScript program it read the names from alive', async () => {
    const root = installFixture();
    try {
      const host = createFenceHost();
      let program: WeakRef<object> | undefined;
      const watched: FenceHost = {
        ...host,
        program: (files) => {
          const made = host.program(files);
          program = new WeakRef(made);
          return made;
        },
      };
      const index = buildNameIndex(root, watched, ['react']);
      v8.setFlagsFromString('--expose-gc');
      const gc = vm.runInNewContext('gc') as () => void;
      // A WeakRef holds its target until the job that made it ends.
      await new Promise((resolve) => setTimeout(resolve, 0));
      gc();
      expect(program).toBeDefined();
      expect(program!.deref()).toBeUndefined();
      expect(index.isExport('Widget')).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

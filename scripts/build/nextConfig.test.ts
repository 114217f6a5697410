/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

/** The server actions key Next sees once next.config.ts is loaded in a fresh process with `env`. */
function keyAfterConfig(env: NodeJS.ProcessEnv): string {
  const script = "import('./next.config.ts').then(() => console.log(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY))";
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd(), env, encoding: 'utf8' }).trim().split('\n').pop()!;
}

describe('next.config.ts', () => {
  const { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: _provided, ...env } = process.env;

  it('gives Next the same server actions key at every start, so webpack keeps its cache between them', () => {
    const first = keyAfterConfig(env);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(keyAfterConfig(env)).toBe(first);
  }, 60_000);

  it('leaves a key set in the environment alone', () => {
    const provided = Buffer.alloc(32, 7).toString('base64');
    expect(keyAfterConfig({ ...env, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: provided })).toBe(provided);
  }, 60_000);

  it("compiles under next dev on first use what waits for a reader's action, and the demo component with the first page", () => {
    const script = [
      "import('./next.config.ts').then(({ default: loaded }) => {",
      // tsx hands the module over as CommonJS: its default export may sit one level down.
      '  const config = loaded.default ?? loaded;',
      "  const out = config.webpack({ module: { rules: [] }, plugins: [], optimization: {}, experiments: {}, resolve: {} }, { isServer: false, dev: true, webpack: {} });",
      '  console.log(JSON.stringify({ source: out.experiments.lazyCompilation.test.source, imports: out.experiments.lazyCompilation.imports }));',
      '});',
    ].join('\n');
    const printed = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd(), env, encoding: 'utf8' }).trim().split('\n').pop()!;
    const { source, imports } = JSON.parse(printed) as { source: string; imports: boolean };
    expect(imports).toBe(true);
    const lazy = new RegExp(source);
    const root = '/repo';
    for (const file of [
      'data/demos/data-grid/BasicGrid.tsx',
      'src/demos/demoLoaders/data-grid.ts',
      'src/demos/muiLicense.ts',
      'src/demos/edit/DemoEditController.tsx',
      'src/demos/sandbox/openSandbox.ts',
      'src/search/SearchDialog.tsx',
      'src/layout/SettingsDrawer.tsx',
      'src/layout/VersionMenu.tsx',
      'src/layout/AssistantMenu.tsx',
      'src/nav/MobileNavDrawer.tsx',
      'node_modules/stylis-plugin-rtl/dist/cjs/stylis-rtl.js',
    ]) {
      expect([file, lazy.test(`${root}/${file}`)]).toEqual([file, true]);
    }
    // Lazy, these never showed their first demo in next dev (see next.config.ts).
    for (const file of ['src/demos/Demo.tsx', 'src/ads/AdSlot.tsx', 'src/analytics/ConsentPrompt.tsx', 'node_modules/next/dist/client/index.js', 'node_modules/stylis/index.js']) {
      expect([file, lazy.test(`${root}/${file}`)]).toEqual([file, false]);
    }
  }, 60_000);
});

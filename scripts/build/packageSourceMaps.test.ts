/** @jest-environment node */
import { PackageSourceMapsOff } from './packageSourceMaps';

describe('PackageSourceMapsOff', () => {
  it('turns source maps off for modules of installed packages only, after the plugin that turned them on', () => {
    const taps: Array<{ stage: number; run: (module: { resource?: string; useSourceMap?: boolean; useSimpleSourceMap?: boolean }) => void }> = [];
    const compilation = { hooks: { buildModule: { tap: (options: { stage: number }, run: (typeof taps)[number]['run']) => taps.push({ stage: options.stage, run }) } } };
    new PackageSourceMapsOff().apply({ hooks: { compilation: { tap: (_name, run) => run(compilation) } } });
    expect(taps.map((tap) => tap.stage)).toEqual([100]);
    const packaged = { resource: '/repo/node_modules/@mui/x-data-grid/index.js', useSourceMap: true, useSimpleSourceMap: true };
    const own = { resource: '/repo/src/demos/Demo.tsx', useSourceMap: true, useSimpleSourceMap: true };
    const virtual = { useSourceMap: true };
    for (const module of [packaged, own, virtual]) taps[0].run(module);
    expect(packaged).toMatchObject({ useSourceMap: false, useSimpleSourceMap: false });
    expect(own).toMatchObject({ useSourceMap: true, useSimpleSourceMap: true });
    expect(virtual).toEqual({ useSourceMap: true });
  });
});

import type * as React from 'react';
import { splitDemoModule } from './demoModulePath';

export { splitDemoModule };

export interface DemoModule {
  default: React.ComponentType;
}

interface DemoLoader {
  loadDemo(name: string): Promise<DemoModule>;
}

/**
 * Loads a demo's module (`data-grid/BasicGrid`): every demo under data/demos is its own chunk,
 * fetched only when asked for. A licensed demo first loads the module that sets the licence key.
 *
 * webpack lists the chunks each demo needs in the module that can import it (about 15 ids per grid
 * demo, 41 KB for the 300-odd demos). One loader per demo folder (src/demos/demoLoaders/<folder>.ts,
 * its own chunk) keeps that list out of the demo frame, which every demo page loads before it is
 * interactive: a page fetches its folder's list when its first demo mounts. A new folder under
 * data/demos needs its loader (a unit test checks). The chunks stay unnamed: webpack's runtime (on
 * every page) keeps a name for each named chunk, and the shell should not grow with the demos.
 */
export function loadDemoModule(module: string, licensed: boolean): Promise<DemoModule> {
  const parts = splitDemoModule(module);
  const demo = parts
    ? (import(
        /* webpackInclude: /[\\/]demoLoaders[\\/][\w-]+\.ts$/ */
        /* webpackExclude: /\.test\.ts$/ */
        `./demoLoaders/${parts.folder}.ts`
      ) as Promise<DemoLoader>).then((loader) => loader.loadDemo(parts.name))
    : Promise.reject(new Error(`Not a demo module: "${module}" (expected <folder>/<Name>)`));
  return licensed ? Promise.all([import('./muiLicense'), demo]).then(([, loaded]) => loaded) : demo;
}

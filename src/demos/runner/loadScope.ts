import { splitDemoModule } from '../demoModulePath';
import type { RawScope } from './scope';

interface ScopeLoader {
  loadScope(name: string): Promise<{ default: RawScope }>;
}

/**
 * Loads the editor's scope of a demo (`data-grid/BasicGrid`) in the frame: the values its file and
 * data modules import (src/demos/build/demoScope.ts), in the chunks the live demo uses. One loader per
 * demo folder (./scopeLoaders/<folder>.ts) keeps each folder's list in its own chunk. A licensed demo
 * first sets the licence key, as on the page.
 */
export function loadDemoScope(module: string, licensed: boolean): Promise<RawScope> {
  const parts = splitDemoModule(module);
  const scope = parts
    ? (import(
        /* webpackInclude: /[\\/]scopeLoaders[\\/][\w-]+\.ts$/ */
        /* webpackExclude: /\.test\.ts$/ */
        `./scopeLoaders/${parts.folder}.ts`
      ) as Promise<ScopeLoader>).then((loader) => loader.loadScope(parts.name)).then((loaded) => loaded.default)
    : Promise.reject(new Error(`Not a demo module: "${module}" (expected <folder>/<Name>)`));
  return licensed ? Promise.all([import('../muiLicense'), scope]).then(([, loaded]) => loaded) : scope;
}

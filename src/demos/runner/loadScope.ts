import { loadDemoModule } from '../demoModules';
import { EDITOR_SCOPE } from './scope';
import type { RawScope } from './scope';

/**
 * Loads the editor's scope of a demo (`data-grid/BasicGrid`) in the frame: the demo's own module,
 * loaded as the page loads it (the same chunks, mostly in the browser's cache already), exports it as
 * `EditorScope` (src/demos/build/demoScope.ts): the values its file and data modules import. A licensed
 * demo first sets the licence key, as on the page.
 */
export function loadDemoScope(module: string, licensed: boolean): Promise<RawScope> {
  return loadDemoModule(module, licensed).then((loaded) => {
    const scope = (loaded as unknown as Record<string, unknown>)[EDITOR_SCOPE];
    if (typeof scope !== 'function') throw new Error(`The demo ${module} has no editor scope: was it built by next.config.ts's demo loader?`);
    return scope() as RawScope;
  });
}

import type * as React from 'react';

export interface DemoModule {
  default: React.ComponentType;
}

/**
 * Loads a demo's module (`data-grid/BasicGrid`): every demo under data/demos is its own chunk,
 * fetched only when asked for. A licensed demo first loads the module that sets the licence key.
 * The chunks stay unnamed: webpack's runtime (on every page) keeps a name for each named chunk, and
 * the shell should not grow with the number of demos.
 */
export function loadDemoModule(module: string, licensed: boolean): Promise<DemoModule> {
  const demo = import(
    /* webpackInclude: /\.tsx$/ */
    /* webpackExclude: /\.test\.tsx$/ */
    `../../data/demos/${module}.tsx`
  ) as Promise<DemoModule>;
  return licensed ? Promise.all([import('./muiLicense'), demo]).then(([, loaded]) => loaded) : demo;
}

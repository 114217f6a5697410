import type { DemoModule } from '../demoModules';

/** Loads a demo of data/demos/migration/ (see demoModules.ts): this file's chunk holds the folder's list. */
export const loadDemo = (name: string): Promise<DemoModule> =>
  import(/* webpackInclude: /\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `../../../data/demos/migration/${name}.tsx`);

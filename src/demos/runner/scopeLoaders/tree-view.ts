import type { RawScope } from '../scope';

/** The editor's scope of a demo of data/demos/tree-view/ (see ../loadScope.ts): this file's chunk holds the folder's list. */
export const loadScope = (name: string): Promise<{ default: RawScope }> =>
  import(/* webpackInclude: /\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `../../../../data/demos/tree-view/${name}.tsx?demo-scope`);

/**
 * The contract between the build (src/content, scripts) and the browser: every serialisable shape a
 * page receives as props, and the navigation tree's types that data/pages.ts is written in. Types
 * only: importing it costs the browser nothing.
 */
export type * from './nav';
export type * from './content';
export type * from './api';
export type * from './page';

/**
 * A fingerprint of the content files (guides, demos, the page tree, translations). In a production
 * build it is a constant. Under `next dev` a loader (scripts/build/contentVersionLoader.cjs, wired in
 * next.config.ts) replaces this module with the hash of those files and makes them dependencies of
 * the pages' server bundle: saving one changes the bundle, and Next refreshes the open page's data
 * (its "server-only change": getStaticProps runs again, the page re-renders, scroll kept).
 */
export const contentVersion: string = 'build';

/** The same for the demo files alone (data/demos): what a demo's build depends on. */
export const demosVersion: string = 'build';

/**
 * How the search index is built and where it is served (pure constants, shared by the build step,
 * the service worker and the dialog).
 */

/** Folder of the export holding Pagefind's files (`out/x/_pagefind/`), inside the worker's scope. */
export const SEARCH_BUNDLE_PATH = '/x/_pagefind/';

/** Pagefind's search library, loaded by URL when the dialog opens (webpack never bundles it). */
export const SEARCH_LIBRARY_URL = `${SEARCH_BUNDLE_PATH}pagefind.js`;

/** The index's entry point: languages and the hash of each language's metadata file. */
export const SEARCH_ENTRY_FILE = 'pagefind-entry.json';

/**
 * Regions of an indexed page (inside its `data-pagefind-body` article) that are not content. A
 * single element is left out with `data-pagefind-ignore`; a kind of element, here.
 */
export const EXCLUDED_REGIONS = [
  // The ad slot at the top of the body.
  '.ad-slot',
  // Controls are not content: copy buttons, the demo toolbar, sandbox buttons.
  'button',
  // Live regions announce UI state ("Copied").
  '[role="status"]',
  // A demo's loading placeholder (the demo's code, shown below it, is indexed).
  '[aria-busy="true"]',
  // "Edit this page" and the previous/next links.
  'footer',
  // API pages: the filter box and the line naming the declarations the page was generated from.
  '.api-filter',
  '.api-source',
] as const;

/** Pagefind's own interfaces, written by its CLI and service: the dialog is ours, so they leave the export. */
export const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
] as const;

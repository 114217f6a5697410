/**
 * Keys of the code blocks in the hover manifest (src/export/hoverFiles.ts), which the page loader
 * reads to mark names in a page's HTML (wrapHoverSpans, src/code/hoverTypes.ts).
 */
import crypto from 'node:crypto';

/** Key of a fence in the hover manifest: its language and shown code (the same fence on two pages is one). */
export function fenceBlockKey(language: string, shown: string): string {
  return `f:${crypto.createHash('sha1').update(`${language}\0${shown}`).digest('hex').slice(0, 16)}`;
}

/** Key of the code a demo shows first (`d:data-grid/SortingGrid.tsx`). */
export function demoBlockKey(folder: string, file: string): string {
  return `d:${folder}/${file}`;
}

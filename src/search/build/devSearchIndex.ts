/**
 * Search in `next dev`: the development server has no export to index, so it serves the index of
 * the last `npm run build` (copied from `out/x/_pagefind/` into `public/x/_pagefind/`, which git
 * ignores). Without one, the dialog says to run the build once. Before a build the copy is removed,
 * so the export never carries a stale index (the build writes its own after `next build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_BUNDLE_PATH, SEARCH_ENTRY_FILE } from '../indexConfig';

const folder = SEARCH_BUNDLE_PATH.replace(/^\/|\/$/g, '');

export function syncDevSearchIndex(forDev: boolean, root: string = process.cwd()): string {
  const copy = path.join(root, 'public', folder);
  fs.rmSync(copy, { recursive: true, force: true });
  if (!forDev) return 'search index copy for next dev removed';
  const exported = path.join(root, 'out', folder);
  const entry = path.join(exported, SEARCH_ENTRY_FILE);
  if (!fs.existsSync(entry)) return 'no search index yet: search in next dev works after one npm run build';
  fs.cpSync(exported, copy, { recursive: true });
  return `search uses the index of the last export (${fs.statSync(entry).mtime.toISOString()})`;
}

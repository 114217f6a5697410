import path from 'node:path';

/** Folder holding the markdown pages (`data/docs/<pathname without /x/>.md`). */
const DOCS_DIR = path.join(process.cwd(), 'data', 'docs');

/** The markdown file of a guide page: `/x/react-data-grid/sorting` -> `data/docs/react-data-grid/sorting.md`. */
export function contentFileFor(pathname: string, docsDir: string = DOCS_DIR): string {
  if (!/^\/x\/[a-z0-9][a-z0-9/-]*$/.test(pathname) || pathname.includes('..')) {
    throw new Error(`Pathname ${pathname} has no markdown file: only /x/<slug> paths map to data/docs`);
  }
  return path.join(docsDir, `${pathname.slice('/x/'.length)}.md`);
}

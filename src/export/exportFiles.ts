import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file of the export under `dir` (out/), pages and 404 alike; `_next/` holds none. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The page data of every page (`out/_next/data/<build>/…json`), which client-side page changes fetch. */
export function pageDataFiles(out: string): string[] {
  const dir = path.join(out, '_next', 'data');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
}

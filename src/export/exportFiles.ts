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

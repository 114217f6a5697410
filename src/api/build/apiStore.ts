import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageFile } from './types';

/**
 * Where the generated API pages live between builds: `next build` keeps `.next/cache`, so a second
 * build with the same inputs reads them instead of type-checking the packages again.
 */
export const API_STORE_DIR = path.join(process.cwd(), '.next', 'cache', 'api-reference');
const KEY_FILE = 'key.txt';

/** A stable hash of named inputs (file contents, package versions): the cache key. */
export function cacheKey(inputs: Readonly<Record<string, string>>): string {
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(inputs).sort()) {
    hash.update(name).update('\0').update(inputs[name]).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** `/x/api/data-grid/data-grid` -> `<dir>/data-grid/data-grid.json`; the index is `<dir>/data-grid.json`. */
export function apiPagePath(pathname: string, dir: string = API_STORE_DIR): string {
  const rest = pathname.replace(/^\/x\/api\//, '');
  if (rest === pathname || !/^[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(rest)) {
    throw new Error(`${pathname} is not an API page pathname (/x/api/<product>[/<page>])`);
  }
  return path.join(dir, 'pages', `${rest}.json`);
}

export function storedKey(dir: string = API_STORE_DIR): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, KEY_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the store with `pages`; the key is written last, so an interrupted write is a miss. */
export function writeApiPages(pages: readonly ApiPageFile[], key: string, dir: string = API_STORE_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const page of pages) {
    const file = apiPagePath(page.pathname, dir);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(page));
  }
  fs.writeFileSync(path.join(dir, KEY_FILE), key);
}

/** One generated page, for `getStaticProps`; a missing file names the page and the fix. */
export function readApiPage(pathname: string, dir: string = API_STORE_DIR): ApiPageFile {
  const file = apiPagePath(pathname, dir);
  if (!fs.existsSync(file)) {
    throw new Error(`The API page ${pathname} was not generated (${path.relative(process.cwd(), file)} is missing): run \`npm run build\`, whose prebuild step generates the API reference`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiPageFile;
}

import fs from 'node:fs';
import path from 'node:path';
import type { DemoBuild } from './demoBuild';
import { cacheKey } from '../../api/build/apiStore';

/**
 * Demo builds kept on disk between processes (`.next/cache/demo-builds/<key>.json`): formatting a
 * demo and writing its JavaScript take prettier and Babel about 0.1 s a demo, 30 s for all of them.
 * The prebuild step builds every demo; without this, each page worker of `next build` built its
 * pages' demos again, and so did every `npm run dev` start (its markdown exports) and the first
 * request for each page. A key is a hash of everything a build reads: the demo's files, the CSS and
 * data modules of its folder, the builder's code and the installed packages.
 */

export const DEMO_BUILD_STORE = path.join(process.cwd(), '.next', 'cache', 'demo-builds');

/** Every file under `dir` that `keep` accepts, by path relative to `root`, with its content. */
function filesUnder(dir: string, keep: (file: string) => boolean, root: string, found: Record<string, string> = {}): Record<string, string> {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(file, keep, root, found);
    else if (keep(file)) found[path.relative(root, file)] = fs.readFileSync(file, 'utf8');
  }
  return found;
}

const isSource = (file: string) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file);
let builderVersion: string | null = null;

/** The builder's code (src/demos/build, the highlighter in src/markdown) and the installed packages. */
function builder(root: string): string {
  const lock = path.join(root, 'package-lock.json');
  builderVersion ??= cacheKey({
    ...filesUnder(path.join(root, 'src', 'demos', 'build'), isSource, root),
    ...filesUnder(path.join(root, 'src', 'markdown'), isSource, root),
    lock: fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : '',
  });
  return builderVersion;
}

/** The key of a demo's build: its files (`Name.tsx`, `Name.tailwind.tsx`…), its folder's CSS and data modules, the builder. */
export function demoBuildKey(demosDir: string, folder: string, file: string, root: string = process.cwd()): string {
  const dir = path.join(demosDir, folder);
  const name = file.replace(/\.tsx$/, '');
  const inFolder = (candidate: string) => path.dirname(candidate) === dir;
  return cacheKey({
    builder: builder(root),
    demo: `${folder}/${file}`,
    ...filesUnder(dir, (candidate) => inFolder(candidate) && (path.basename(candidate).startsWith(`${name}.`) || candidate.endsWith('.css')), demosDir),
    ...filesUnder(path.join(dir, 'data'), () => true, demosDir),
  });
}

const storedFile = (key: string, store: string) => path.join(store, `${key}.json`);

/** Whether a build of `key` is stored (without reading it). */
export function hasStoredDemoBuild(key: string, store: string = DEMO_BUILD_STORE): boolean {
  return fs.existsSync(storedFile(key, store));
}

/** The stored build of `key`, or null (none, or unreadable). */
export function readStoredDemoBuild(key: string, store: string = DEMO_BUILD_STORE): DemoBuild | null {
  try {
    return JSON.parse(fs.readFileSync(storedFile(key, store), 'utf8')) as DemoBuild;
  } catch {
    return null;
  }
}

/** Stores a build (written whole, then renamed: a reader never sees half a file); a failure is only a slower next start. */
export function storeDemoBuild(key: string, build: DemoBuild, store: string = DEMO_BUILD_STORE): void {
  try {
    fs.mkdirSync(store, { recursive: true });
    const temporary = path.join(store, `${key}.${process.pid}.tmp`);
    fs.writeFileSync(temporary, JSON.stringify(build));
    fs.renameSync(temporary, storedFile(key, store));
  } catch {
    // A read-only or full disk: the build is still returned.
  }
}

/** Removes the stored builds not in `keep` (the prebuild step, once it has built every demo); the number removed. */
export function pruneDemoBuildStore(keep: ReadonlySet<string>, store: string = DEMO_BUILD_STORE): number {
  if (!fs.existsSync(store)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(store)) {
    if (!keep.has(name.replace(/\.json$/, ''))) {
      fs.rmSync(path.join(store, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Forgets the builder's version (tests only). */
export function resetDemoBuildStoreForTests() {
  builderVersion = null;
}

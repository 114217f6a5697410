/**
 * Writes `out/x/sw.js` after the export: the precache list from workbox-build (revisions are content
 * hashes, so they change with every build that changes a file), bundled with the worker's source
 * (src/sw/worker.ts) by esbuild, with the build id embedded so each build's worker is a new one.
 * With NEXT_PUBLIC_SW_MODE=remove the file is the kill switch instead (src/sw/killSwitch.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';
import { OFFLINE_PATH, SEARCH_ENTRY_URL, SW_URL } from '../config';
import { isPageAidChunk, isVersionedByName, outFileOf, staticAssetsInHtml, urlOfOutFile } from '../precacheList';
import { site } from '../../../data/site';

function readBuildId(root: string, out: string): string {
  const fromNext = path.join(root, '.next', 'BUILD_ID');
  if (fs.existsSync(fromNext)) {
    return fs.readFileSync(fromNext, 'utf8').trim();
  }
  const ids = fs.readdirSync(path.join(out, '_next', 'static')).filter((name) => fs.existsSync(path.join(out, '_next', 'static', name, '_buildManifest.js')));
  if (ids.length !== 1) {
    throw new Error('cannot tell the build id: .next/BUILD_ID is missing and out/_next/static has no single build folder');
  }
  return ids[0];
}

/** The kill switch worker's code, tagged with the build id (also used by the browser test). */
export async function buildKillSwitchWorker(buildId: string, root: string = process.cwd()): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'src', 'sw', 'killSwitch.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  return `// MUI X docs service worker removal (kill switch), build ${buildId}\n${result.outputFiles[0].text}`;
}

export async function buildServiceWorker(root: string = process.cwd()) {
  const out = path.join(root, 'out');
  if (site.serviceWorkerMode === 'remove') {
    const buildId = readBuildId(root, out);
    const target = path.join(out, SW_URL.replace(/^\//, ''));
    const code = await buildKillSwitchWorker(buildId, root);
    fs.writeFileSync(target, code);
    return { file: target, buildId, entries: 0, precacheBytes: 0, workerBytes: Buffer.byteLength(code), mode: 'remove' as const };
  }
  const shellPages = [OFFLINE_PATH, site.homePathname].map(outFileOf);
  const assets = new Set<string>();
  for (const file of shellPages) {
    const full = path.join(out, file);
    if (!fs.existsSync(full)) {
      throw new Error(`out/${file} is missing: the service worker precaches what it loads`);
    }
    staticAssetsInHtml(fs.readFileSync(full, 'utf8')).forEach((url) => assets.add(url));
  }
  const chunksDir = path.join(out, '_next', 'static', 'chunks');
  const pageAids = fs.readdirSync(chunksDir).filter(isPageAidChunk);
  if (pageAids.length === 0) {
    throw new Error('out/_next/static/chunks has no page-aid-* chunk: the service worker precaches the page\'s late parts (see src/sw/precacheList.ts)');
  }
  pageAids.forEach((file) => assets.add(`/_next/static/chunks/${file}`));
  const versioned = [...assets].filter((url) => {
    if (!fs.existsSync(path.join(out, outFileOf(url)))) {
      throw new Error(`${url} is referenced by the shell but missing from out/`);
    }
    return isVersionedByName(url);
  });

  const { manifestEntries, size, warnings } = await getManifest({
    globDirectory: out,
    globPatterns: [outFileOf(OFFLINE_PATH), 'x/_nav/*.json', 'favicon.svg', outFileOf(SEARCH_ENTRY_URL)],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: urlOfOutFile(entry.url) })), warnings: [] }),
    ],
    additionalManifestEntries: versioned.map((url) => ({ url, revision: null })),
  });
  if (warnings.length) {
    throw new Error(`workbox-build: ${warnings.join('; ')}`);
  }
  const buildId = readBuildId(root, out);
  const result = await build({
    entryPoints: [path.join(root, 'src', 'sw', 'worker.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      __BUILD_ID__: JSON.stringify(buildId),
      __PRECACHE_MANIFEST__: JSON.stringify(manifestEntries),
    },
  });
  const target = path.join(out, SW_URL.replace(/^\//, ''));
  const code = `// MUI X docs service worker, build ${buildId}\n${result.outputFiles[0].text}`;
  fs.writeFileSync(target, code);
  const versionedBytes = versioned.reduce((sum, url) => sum + fs.statSync(path.join(out, outFileOf(url))).size, 0);
  return { file: target, buildId, entries: manifestEntries.length, precacheBytes: size + versionedBytes, workerBytes: Buffer.byteLength(code), mode: 'offline' as const };
}

/**
 * Development only (see src/markdown/contentVersion.ts): replaces that module's source with the hash
 * of the content files and registers them with webpack, so saving one rebuilds the server bundle of
 * every page that reads content. When the page tree changed, the drawer's section files are written
 * again (they are static files, fetched by the browser).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

/** What the pages are made of, relative to the project root. */
const CONTENT_DIRS = ['data/docs', 'data/demos', 'translations'];
const CONTENT_FILES = ['data/pages.ts', 'data/products.ts'];
/** The demos alone have their own version: a saved guide keeps the demos' builds (src/demos/build/demoBuild.ts). */
const DEMOS_DIR = 'data/demos';

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let previousTreeHash = null;

module.exports = function contentVersionLoader() {
  const root = this.rootContext;
  const hash = crypto.createHash('sha1');
  const demosHash = crypto.createHash('sha1');
  for (const dir of CONTENT_DIRS) {
    const absolute = path.join(root, dir);
    this.addContextDependency(absolute);
    for (const file of walk(absolute).sort()) {
      const body = fs.readFileSync(file);
      hash.update(file).update(body);
      if (dir === DEMOS_DIR) demosHash.update(file).update(body);
    }
  }
  for (const file of CONTENT_FILES) {
    const absolute = path.join(root, file);
    this.addDependency(absolute);
    hash.update(file).update(fs.readFileSync(absolute));
  }
  // Problems the open page's docs check found beside it (DOCS_CHECK_MARKER of
  // src/checks/docsCheckProcess.ts): the page is asked for again and shows them. Made empty first,
  // so that there is a file to watch.
  const marker = path.join(root, '.docs-check-dev');
  if (!fs.existsSync(marker)) fs.writeFileSync(marker, '');
  this.addDependency(marker);
  hash.update(fs.readFileSync(marker));
  const treeHash = crypto.createHash('sha1').update(fs.readFileSync(path.join(root, 'data/pages.ts'))).digest('hex');
  if (previousTreeHash !== null && previousTreeHash !== treeHash) {
    try {
      execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/build/treeFiles.ts'], { cwd: root, stdio: 'inherit' });
    } catch (error) {
      this.emitWarning(new Error(`The drawer's section files could not be written again: ${error.message}`));
    }
  }
  previousTreeHash = treeHash;
  return [
    `export const contentVersion = ${JSON.stringify(hash.digest('hex').slice(0, 16))};`,
    `export const demosVersion = ${JSON.stringify(demosHash.digest('hex').slice(0, 16))};`,
    '',
  ].join('\n');
};

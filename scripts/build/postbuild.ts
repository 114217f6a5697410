/**
 * Runs after `next build`: static hosts (and scripts/serve/serve.ts) answer unknown paths with a root
 * `404.html`, while `trailingSlash: true` exports the page as `404/index.html`; page data stops
 * repeating the article (src/export/staticHtml.ts) and the drawer's subtree, which they preload from its
 * section file instead (src/export/navData.ts); pages with a demo name the demo frame's chunk
 * (src/export/demoFrameScript.ts); the styles most pages share move to one cached
 * stylesheet (src/export/sharedStyles.ts); then the search
 * index is built from the exported pages (src/search/build/buildSearchIndex.ts), the offline service worker
 * `out/x/sw.js` is generated from the export (src/sw/build/buildServiceWorker.ts), and last the host
 * configuration with its Content-Security-Policy (src/export/hosting/hostingFiles.ts), which hashes every
 * inline script of the final HTML.
 */
import './productionEnvironment';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, pageDataFiles } from '../../src/export/exportFiles';
import { stripNavFromHtml, stripNavFromPageJson, type SectionReader } from '../../src/export/navData';
import { buildServiceWorker } from '../../src/sw/build/buildServiceWorker';
import { buildSearchIndex } from '../../src/search/build/buildSearchIndex';
import { vocabularySources } from '../../src/search/build/vocabularySources';
import { siteTree } from '../../src/nav/build/siteTree';
import { writeHostingFiles } from '../../src/export/hosting/hostingFiles';
import { stripDocumentHtml } from '../../src/export/staticHtml';
import {
  chooseSharedStyles,
  commonDocumentStyles,
  documentStylesCss,
  documentStyleTags,
  emotionStyles,
  shareableInBothDirections,
  sharedStylesheet,
  withoutDocumentStyles,
  withSharedStylesheet,
} from '../../src/export/sharedStyles';
import { demoSourcesUrlsIn } from '../../src/demos/build/demoSourcesFiles';
import { demoFrameChunk, withDemoFrameScript } from '../../src/export/demoFrameScript';
import { serverRenderFailed } from '../../src/export/serverRender';
import { withScriptsAfterPaint } from '../../src/export/scriptsAfterPaint';

/** The drawer's section files of the export, read once each. */
function sectionReader(out: string): SectionReader {
  const read = new Map<string, unknown>();
  return (id) => {
    if (!read.has(id)) {
      const file = path.join(out, 'x', '_nav', `${id}.json`);
      read.set(id, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
    }
    return read.get(id);
  };
}

/** Takes the drawer's subtree out of the page data client-side page changes fetch (src/export/navData.ts). */
function stripNavFromPageData(out: string, readSection: SectionReader) {
  let files = 0;
  let saved = 0;
  for (const file of pageDataFiles(out)) {
    const result = stripNavFromPageJson(fs.readFileSync(file, 'utf8'), readSection);
    if (result.savedBytes === 0) continue;
    fs.writeFileSync(file, result.text);
    files += 1;
    saved += result.savedBytes;
  }
  console.log(`postbuild: the page data of ${files} client-side page changes no longer carries the drawer's subtree (${Math.round(saved / 1024)} KB taken out)`);
}

/**
 * Takes out of each page's `__NEXT_DATA__` the HTML fragments its document already shows, and checks
 * that the demo sources files it names were exported (the prebuild step wrote them) and that no part
 * of it failed to render on the server.
 */
function stripPageData(out: string) {
  let pages = 0;
  let saved = 0;
  let navSaved = 0;
  const missing = new Set<string>();
  const failed: string[] = [];
  const readSection = sectionReader(out);
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    if (serverRenderFailed(html)) failed.push(path.relative(out, file));
    for (const url of demoSourcesUrlsIn(html)) if (!fs.existsSync(path.join(out, url))) missing.add(`${path.relative(out, file)}: ${url}`);
    const result = stripDocumentHtml(html);
    const withoutNav = stripNavFromHtml(result.html, readSection);
    if (result.savedBytes === 0 && withoutNav.savedBytes === 0) continue;
    fs.writeFileSync(file, withoutNav.html);
    pages += 1;
    saved += result.savedBytes;
    navSaved += withoutNav.savedBytes;
  }
  if (failed.length > 0) throw new Error(`part of these pages failed to render on the server (see the build's log): ${failed.slice(0, 10).join(', ')}${failed.length > 10 ? ', …' : ''}`);
  if (missing.size > 0) throw new Error(`pages name demo sources files that were not exported (run the prebuild step):\n${[...missing].join('\n')}`);
  console.log(
    `postbuild: page data of ${pages} pages no longer repeats their article (${Math.round(saved / 1024)} KB taken out) nor the drawer's subtree (${Math.round(navSaved / 1024)} KB)`,
  );
  stripNavFromPageData(out, readSection);
}

/** Names the demo frame's chunk in the HTML of every page that shows a demo (src/export/demoFrameScript.ts). */
function nameDemoFrameChunk(out: string) {
  const src = `/_next/static/chunks/${demoFrameChunk(fs.readdirSync(path.join(out, '_next', 'static', 'chunks')))}`;
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    const named = withDemoFrameScript(html, src);
    if (named === html) continue;
    fs.writeFileSync(file, named);
    pages += 1;
  }
  console.log(`postbuild: ${pages} pages with a demo name ${src}`);
}

/**
 * Writes the styles most pages share, and the document's own (heading links, print), to one
 * content-hashed stylesheet and links it from every page that uses it.
 */
function shareStyles(out: string) {
  const files = htmlFiles(out);
  const pages = files.map((file) => fs.readFileSync(file, 'utf8'));
  const readable = pages.map(emotionStyles).filter((styles) => styles !== null);
  const shared = chooseSharedStyles(readable, shareableInBothDirections);
  if (shared.length === 0) {
    console.log('postbuild: no style is shared by enough pages; every page keeps its styles inline');
    return;
  }
  // The document's own styles (heading links, print) join the sheet: the same text on every page.
  const documentStyles = commonDocumentStyles(pages.map(documentStyleTags));
  const css = `${sharedStylesheet(shared)}\n${documentStylesCss(documentStyles)}`;
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
  const href = `/_next/static/css/shared-${hash}.css`;
  fs.mkdirSync(path.join(out, '_next', 'static', 'css'), { recursive: true });
  fs.writeFileSync(path.join(out, href), css);
  let linked = 0;
  let saved = 0;
  files.forEach((file, index) => {
    const result = withSharedStylesheet(pages[index], shared, href);
    if (result.bytes === 0) return;
    const html = withoutDocumentStyles(result.html, documentStyles);
    fs.writeFileSync(file, html);
    linked += 1;
    saved += pages[index].length - html.length;
  });
  console.log(
    `postbuild: ${shared.length} styles shared in ${href} (${Math.round(css.length / 1024)} KB), linked from ${linked} of ${files.length} pages ` +
      `(${Math.round(saved / 1024)} KB taken out of them; ${files.length - readable.length} pages unreadable, left as they were)`,
  );
}

/** Every page's own scripts start after its first paint (src/export/scriptsAfterPaint.ts); last of the HTML steps. */
function scriptsAfterPaint(out: string) {
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    const next = withScriptsAfterPaint(html);
    if (next === html) continue;
    fs.writeFileSync(file, next);
    pages += 1;
  }
  console.log(`postbuild: ${pages} pages load their scripts after their first paint`);
}

async function main() {
  const out = path.join(process.cwd(), 'out');
  const source = path.join(out, '404', 'index.html');
  if (!fs.existsSync(source)) {
    throw new Error('out/404/index.html is missing; was the export run?');
  }
  stripPageData(out);
  nameDemoFrameChunk(out);
  shareStyles(out);
  scriptsAfterPaint(out);
  fs.copyFileSync(source, path.join(out, '404.html'));
  console.log('postbuild: out/404.html written');
  const search = await buildSearchIndex(process.cwd(), vocabularySources(siteTree()));
  const languages = Object.entries(search.languages).map(([language, count]) => `${language} ${count}`).join(', ');
  console.log(
    `postbuild: search index ${path.relative(process.cwd(), search.directory)} written (${search.pages} pages: ${languages}; ` +
      `${search.files} files, ${Math.round(search.bytes / 1024)} KB, ${search.seconds.toFixed(1)} s)`,
  );
  const sw = await buildServiceWorker();
  const worker = path.relative(process.cwd(), sw.file);
  console.log(
    sw.mode === 'remove'
      ? `postbuild: ${worker} written: the kill switch (NEXT_PUBLIC_SW_MODE=remove), build ${sw.buildId}`
      : `postbuild: ${worker} written (build ${sw.buildId}, ${sw.entries} precached files, ` +
          `${Math.round(sw.precacheBytes / 1024)} KB to precache, worker ${Math.round(sw.workerBytes / 1024)} KB)`,
  );
  const hosting = writeHostingFiles();
  console.log(
    `postbuild: out/_headers and hosting/nginx/ written (${hosting.rules} rules; CSP of ${hosting.cspChars} characters ` +
      `with ${hosting.inlineScripts} inline-script hashes from ${hosting.pages} HTML files)`,
  );
}

main().catch((error: unknown) => {
  console.error(`postbuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * What hover types add to exported pages, without a build: computes the hover types of the pages
 * named (default: the sorting page and bench's deep page), marks the names in the code blocks of their
 * exported HTML in an existing `out/` (built without hover types, e.g. from main), and prints each
 * page's HTML gzip before and after, and its table's size.
 *
 *   npx tsx scripts/measure/hoverSize.ts [--out <dir>] [/x/path/ …]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { siteTree } from '../../src/nav/build/siteTree';
import { renderMarkdown } from '../../src/markdown/markdown';
import { contentFileFor } from '../../src/markdown/contentFile';
import { buildHoverTypes } from '../../src/export/hoverFiles';
import { createHoverLinker } from '../../src/export/hoverLinks';
import { demoBlockKey, fenceBlockKey } from '../../src/markdown/hoverSpans';
import { wrapHoverSpans } from '../../src/code/hoverTypes';
import { demoFolderFor, demoRefs, loadDemoBuild } from '../../src/demos/build/demoBuild';
import type { MarkdownSegment } from '../../src/markdown/segments';

const gzip = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

function codeSegments(segments: readonly MarkdownSegment[]): Array<{ language: string; code: string; html: string }> {
  return segments.flatMap((segment) => (segment.kind === 'code' ? [segment] : segment.kind === 'container' ? codeSegments(segment.children) : []));
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : path.join(process.cwd(), 'out');
  const paths = args.length > 0 ? args : ['/x/react-data-grid/sorting/', '/x/react-data-grid/server-side-data/tree-data/'];
  const pages = paths.map((href) => {
    const pathname = href.replace(/\/$/, '');
    const file = contentFileFor(pathname);
    const source = path.relative(process.cwd(), file);
    const raw = fs.readFileSync(file, 'utf8');
    return { pathname, source, raw, segments: renderMarkdown(raw, source).segments };
  });
  const started = Date.now();
  const { manifest, tables } = await buildHoverTypes(pages, createHoverLinker(siteTree()));
  console.log(`hover types of ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const page of pages) {
    const before = fs.readFileSync(path.join(out, page.pathname, 'index.html'), 'utf8');
    const hovers = manifest[page.pathname];
    let after = before;
    let marked = 0;
    const replace = (html: string, spans: Parameters<typeof wrapHoverSpans>[1] | undefined) => {
      if (!spans || !after.includes(html)) return;
      after = after.replace(html, () => wrapHoverSpans(html, spans));
      marked += spans.length;
    };
    for (const segment of codeSegments(page.segments)) replace(segment.html, hovers?.blocks[fenceBlockKey(segment.language, segment.code)]);
    const folder = demoFolderFor(page.pathname);
    for (const ref of demoRefs(page.segments)) {
      const { demo } = await loadDemoBuild(folder, ref.file, page.source);
      replace(demo.firstCode.html, hovers?.blocks[demoBlockKey(folder, ref.file)]);
    }
    // The page's props name its table.
    if (hovers) after = after.replace('"segments":', () => `"hoverTypes":${JSON.stringify(hovers.url)},"segments":`);
    const table = hovers ? tables.get(hovers.url) ?? '' : '';
    const [b, a] = [gzip(before), gzip(after)];
    console.log(
      `${page.pathname}/: HTML gzip ${b} -> ${a} bytes (+${(((a - b) / b) * 100).toFixed(1)} %), ${marked} names marked; ` +
        `table ${table.length} bytes (${gzip(table)} gzip), fetched on the first hover`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// What each source costs in the scripts a page names in its HTML (the JS every reader downloads
// before the page is interactive), in gzip bytes: for each source of a chunk, the chunk's gzip size
// minus that of the chunk without the source's code. Read it before adding an import to `_app` or to
// the article's chunks. Needs the browser's source maps:
//
//   BROWSER_SOURCE_MAPS=1 npm run build
//   npm run chunk-cost -- /x/introduction/installation/        (a page of out/)
//   npm run chunk-cost -- out/_next/static/chunks/3779.5bbc9948.js   (one chunk)
//
// TOP=n shows n sources per chunk (default 25). A figure, not a test; `npm run bench` has the totals.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { scriptFilesInHtml } from './pageScripts.mjs';

const out = path.join(process.cwd(), 'out');
const top = Number(process.env.TOP ?? 25);
const gzip = (text) => zlib.gzipSync(text, { level: 9 }).length;

/** The chunk files a page of out/ names in its HTML (scripts/measure/pageScripts.mjs). */
function pageScripts(pagePath) {
  const html = path.join(out, pagePath.replace(/^\/+/, ''), 'index.html');
  if (!fs.existsSync(html)) throw new Error(`No page at ${html}: build first, and give a path such as /x/introduction/installation/`);
  return scriptFilesInHtml(fs.readFileSync(html, 'utf8'), out);
}

/** A readable name for a source: the package and file under node_modules, or the project path. */
const sourceName = (source) =>
  (source ?? '?').replace(/^webpack:\/\/_N_E\//, '').replace(/^.*node_modules\//, '');

function chunkCost(file) {
  const code = fs.readFileSync(file, 'utf8');
  const total = gzip(code);
  if (!fs.existsSync(`${file}.map`)) {
    return { file, total, sources: null };
  }
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const lineStart = [];
  lines.reduce((offset, line) => (lineStart.push(offset), offset + line.length + 1), 0);
  const mappings = [];
  map.eachMapping((mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  // Each mapping covers the generated text up to the next mapping on its line.
  const ranges = new Map();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const start = lineStart[mapping.generatedLine - 1] + mapping.generatedColumn;
    const end =
      next && next.generatedLine === mapping.generatedLine
        ? lineStart[next.generatedLine - 1] + next.generatedColumn
        : lineStart[mapping.generatedLine - 1] + lines[mapping.generatedLine - 1].length;
    // Code webpack emits without a mapping (a JSON module, such as the English strings) follows the
    // last mapped code of the module before it: a module's start (`},12345:(e,t,r)=>{`) ends the span.
    const boundary = /,(\d+):(?:\(\w*(?:,\w+)*\)|\w+)=>/.exec(code.slice(start, end));
    const cut = boundary && boundary.index > 0 ? start + boundary.index : end;
    const add = (name, from, to) => {
      if (!ranges.has(name)) ranges.set(name, []);
      ranges.get(name).push([from, to]);
    };
    add(sourceName(mapping.source), start, cut);
    if (cut < end) add(`(module ${boundary[1]}, no source map)`, cut, end);
  });
  const sources = [...ranges].map(([name, spans]) => {
    const raw = spans.reduce((sum, [start, end]) => sum + end - start, 0);
    const kept = new Uint8Array(code.length).fill(1);
    for (const [start, end] of spans) kept.fill(0, start, end);
    let without = '';
    for (let index = 0, from = -1; index <= code.length; index += 1) {
      if (index < code.length && kept[index]) {
        if (from < 0) from = index;
      } else if (from >= 0) {
        without += code.slice(from, index);
        from = -1;
      }
    }
    return { name, raw, gzip: total - gzip(without) };
  });
  sources.sort((a, b) => b.gzip - a.gzip);
  return { file, total, sources };
}

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run chunk-cost -- <page path of out/ | chunk file>');
  process.exit(1);
}
const files = target.endsWith('.js') ? [path.resolve(target)] : pageScripts(target);
let sum = 0;
let unmapped = 0;
for (const file of files) {
  const { total, sources } = chunkCost(file);
  sum += total;
  console.log(`\n${path.relative(out, file)}: ${total} B gzip`);
  if (!sources) {
    unmapped += 1;
    console.log('  (no source map)');
    continue;
  }
  for (const source of sources.slice(0, top)) {
    console.log(`  ${String(source.gzip).padStart(6)} gz ${String(source.raw).padStart(7)} raw  ${source.name}`);
  }
}
console.log(`\n${files.length} scripts, ${sum} B gzip`);
if (unmapped === files.length) console.log('No source maps in out/: build with BROWSER_SOURCE_MAPS=1 npm run build');

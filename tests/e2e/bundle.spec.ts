import fs from 'node:fs';
import path from 'node:path';
import { test, expect, OUT_DIR } from './fixtures';

/** What the browser bundle must not carry: build-time tools stay on the build machine. */
const chunksDir = path.join(OUT_DIR, '_next', 'static', 'chunks');

function allScripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allScripts(full) : entry.name.endsWith('.js') ? [full] : [];
  });
}

test('no highlighter, Babel or Prettier in any browser chunk', () => {
  const offenders: string[] = [];
  for (const file of allScripts(chunksDir)) {
    const text = fs.readFileSync(file, 'utf8');
    // Property names survive minification: one per tool.
    if (/highlightAuto|registerLanguage/.test(text)) offenders.push(`${path.basename(file)}: highlight.js`);
    if (/transformFromAstSync|loadPartialConfig/.test(text)) offenders.push(`${path.basename(file)}: @babel/core`);
    if (/printDocToString/.test(text)) offenders.push(`${path.basename(file)}: prettier`);
  }
  expect(offenders).toEqual([]);
});

test('each demo is its own chunk', () => {
  const demoChunks = fs.readdirSync(chunksDir).filter((name) => name.startsWith('demo-'));
  const demoFiles = fs
    .readdirSync(path.join(process.cwd(), 'data', 'demos'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'));
  expect(demoChunks.length).toBe(demoFiles.length);
});

/**
 * The docs check (`npm run check:docs`, part of `npm test`): every code fence of data/docs compiles
 * against the installed packages, and every API name in the guides' prose exists in them. Prints
 * each problem as `file:line: message` and exits non-zero when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeOfMarkdown } from '../src/content/markdown';
import { checkFences, createFenceHost, type PageFence } from '../src/content/checks/fenceCheck';
import { buildNameIndex } from '../src/content/checks/apiNames';
import { checkProseNames, type InlineCodeAt } from '../src/content/checks/proseNames';
import { allowedNames, formerNames, readerValueNames } from '../data/docsCheck';

const root = process.cwd();
const docsDir = path.join(root, 'data', 'docs');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? markdownFiles(path.join(dir, entry.name)) : entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : []))
    .sort();
}

function main() {
  const started = Date.now();
  const fences: PageFence[] = [];
  const inline: InlineCodeAt[] = [];
  for (const file of markdownFiles(docsDir)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const code = codeOfMarkdown(fs.readFileSync(file, 'utf8'));
    fences.push(...code.fences.map((fence) => ({ ...fence, file: relative })));
    inline.push(...code.inlineCode.map((item) => ({ ...item, file: relative })));
  }
  const host = createFenceHost();
  const fenceResult = checkFences(fences, host, root);
  const index = buildNameIndex(root, host);
  const everywhere = new Set(Object.keys(allowedNames));
  const inMigrationGuides = new Set([...everywhere, ...Object.keys(formerNames)]);
  const allowedIn = (file: string) => (file.startsWith('data/docs/migration/') ? inMigrationGuides : everywhere);
  const nameResult = checkProseNames(inline, index, allowedIn, {
    localNames: new Set([...readerValueNames, ...index.globals]),
  });
  const problems = [...fenceResult.problems, ...nameResult.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const problem of problems) console.log(`${problem.file}:${problem.line}: ${problem.message}`);
  const failingFences = new Set(fenceResult.problems.map((problem) => `${problem.file}:${problem.fenceLine}`)).size;
  console.log(
    `Docs check: ${fenceResult.checked} fences (${fenceResult.programs} programs), ${failingFences} failing; ${nameResult.checked} names in prose, ${nameResult.problems.length} unknown (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

main();

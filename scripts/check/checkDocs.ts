/**
 * The docs check (`npm run check:docs`, part of `npm test`): every code fence of data/docs compiles
 * against the installed packages, and every API name in the guides' prose exists in them. Prints
 * each problem as `file:line: message` and exits non-zero when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkDocs, createDocsCheckTools } from '../../src/checks/docsCheck';

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
  const sources = markdownFiles(docsDir).map((file) => ({ file: path.relative(root, file).split(path.sep).join('/'), raw: fs.readFileSync(file, 'utf8') }));
  const report = checkDocs(sources, createDocsCheckTools(root), root);
  for (const problem of report.problems) console.log(`${problem.file}:${problem.line}: ${problem.message}`);
  console.log(
    `Docs check: ${report.fences} fences (${report.programs} programs), ${report.failingFences} failing; ${report.names} names in prose, ${report.unknownNames} unknown (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = report.problems.length > 0 ? 1 : 0;
}

main();

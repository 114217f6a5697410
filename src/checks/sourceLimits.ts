/**
 * Size limits of the source (build time): no file of `src/` over 300 lines, and no function of the
 * site's code (tests aside) over 80 lines, so each file and function stays readable in one sitting.
 * A unit test over the real tree (sourceLimits.test.ts) names every file and function over them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 80;

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** The name a function is known by: its own, its variable's, its property's, or `(anonymous)`. */
function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) return parent.name.getText();
  return '(anonymous)';
}

/** Every function of a source text longer than `max` lines (the lines from its start to its end). */
export function longFunctions(file: string, text: string, max: number = MAX_FUNCTION_LINES): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > max) found.push({ file, name: functionName(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every TypeScript file under `src/` (repository-relative), tests included. */
export function sourceFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(relative);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
    });
  return walk('src');
}

export function sourceLimitProblems(root: string): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_FILE_LINES})`);
    if (/\.test\.tsx?$/.test(file) || file.includes('/fixtures/')) continue;
    for (const fn of longFunctions(file, text)) problems.push(`${file}:${fn.line}: function ${fn.name} has ${fn.lines} lines (at most ${MAX_FUNCTION_LINES})`);
  }
  return problems;
}

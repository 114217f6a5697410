/**
 * The import rules of the source tree (pure, except `readSourceTree`): which folder may import which,
 * and the folder-level graph they produce. `npm run imports` prints the graph; a unit test over the
 * real tree (src/checks/importGraph.test.ts) fails on a folder cycle or a forbidden direction.
 *
 * Folders are the first level under `src/` (`src/nav/tree.ts` belongs to `src/nav`), except a
 * feature's `build/` subfolder, which is a folder of its own (`src/api/build/program.ts` belongs to
 * `src/api/build`), plus `data`. Tests are left out: a test may import whatever it checks.
 *
 * Build-time code is what runs in Node only: every `build/` subfolder and the build floors
 * (`src/markdown`, `src/checks`, `src/export`, `src/content`, and `src/mcp`, the docs' MCP server). The browser's code may not import any
 * of it, not even for types (shared types live in `src/contracts`).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ImportRef {
  /** The specifier as written (`../lib/storage`). */
  specifier: string;
  /** `import type` / `export type`, or every named specifier marked `type`. */
  typeOnly: boolean;
}

export interface SourceFile {
  /** Repository-relative path with forward slashes (`src/nav/tree.ts`). */
  file: string;
  text: string;
}

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

export interface Violation {
  from: string;
  to: string;
  message: string;
}

/** Removes comments (block comments and `//` comments that start a line) so commented-out imports do not count. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function isTypeOnlyClause(keyword: string | undefined, clause: string): boolean {
  if (keyword) return true;
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const parts = named[1].split(',').map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((part) => part.startsWith('type '));
}

/** The module specifiers a TypeScript file imports or re-exports, static and dynamic. */
export function parseImports(text: string): ImportRef[] {
  const source = stripComments(text);
  const refs: ImportRef[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    refs.push({ specifier: match[3], typeOnly: isTypeOnlyClause(match[1], match[2]) });
  }
  for (const match of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    refs.push({ specifier: match[1], typeOnly: false });
  }
  for (const match of source.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    refs.push({ specifier: match[1], typeOnly: false });
  }
  return refs;
}

/** The folder a repository path belongs to for these rules, or null when it is outside them. */
function folderOf(file: string): string | null {
  const parts = file.split('/');
  // `src/contracts` (a folder's index) and `src/contracts/page.ts` both belong to `src/contracts`.
  if (parts[0] === 'src' && parts[2] === 'build' && parts.length > 3) return `src/${parts[1]}/build`;
  if (parts[0] === 'src' && (parts.length > 2 || (parts.length === 2 && !/\.\w+$/.test(parts[1])))) return `src/${parts[1]}`;
  if (parts[0] === 'data' || parts[0] === 'translations' || parts[0] === 'pages' || parts[0] === 'scripts') return parts[0];
  return null;
}

/** Edges between files, for relative imports only (packages are not part of the graph). */
export function fileEdges(files: readonly SourceFile[]): Edge[] {
  const edges: Edge[] = [];
  for (const { file, text } of files) {
    for (const ref of parseImports(text)) {
      if (!ref.specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.specifier));
      edges.push({ from: file, to: target, typeOnly: ref.typeOnly });
    }
  }
  return edges;
}

/** Folders of build-time code as a whole (besides every feature's `build/` subfolder). */
const BUILD_FLOORS = new Set(['src/markdown', 'src/checks', 'src/export', 'src/content', 'src/mcp']);

/** True for a folder whose code runs at build time only (Node), never in the browser. */
function isBuildFolder(folder: string): boolean {
  return BUILD_FLOORS.has(folder) || folder.endsWith('/build');
}

const COMPOSITION = 'src/shell';
const CONTRACTS = 'src/contracts';
/** Leaves: they import nothing of the site but these. */
const LEAF_ALLOWED: Record<string, readonly string[]> = {
  'src/contracts': [],
  'src/lib': ['data'],
  'src/core': ['src/contracts', 'src/lib'],
  'src/routing': ['src/contracts', 'src/lib', 'data'],
  // The markdown pipeline is the build's ground floor: it renders any page and knows no feature.
  'src/markdown': ['src/contracts', 'src/lib', 'src/i18n', 'data'],
};

/** The forbidden directions, one message per offending file edge. */
export function ruleViolations(edges: readonly Edge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from || !to || from === to) continue;
    const say = (message: string) => violations.push({ from: edge.from, to: edge.to, message: `${edge.from} -> ${edge.to}: ${message}` });
    if (from === 'data' && to !== CONTRACTS && to !== 'translations') {
      say(`data/ imports types from ${CONTRACTS} only`);
    } else if (from === 'data' && !edge.typeOnly) {
      say(`data/ imports types only (use \`import type\`)`);
    } else if (LEAF_ALLOWED[from] && !LEAF_ALLOWED[from].includes(to)) {
      say(`${from} is a lower floor: it may import only ${LEAF_ALLOWED[from].join(', ') || 'packages'}`);
    } else if (from.startsWith('src/') && !isBuildFolder(from) && isBuildFolder(to)) {
      say(`browser code never imports build-time code (${to}); shared types live in ${CONTRACTS}`);
    } else if (to === COMPOSITION && from !== 'pages') {
      say(`${COMPOSITION} is the composition: only pages/_app imports it`);
    }
  }
  return violations;
}

/** Folder-level graph: for each folder, the folders it imports with the number of file edges. */
export function folderGraph(edges: readonly Edge[]): Map<string, Map<string, number>> {
  const graph = new Map<string, Map<string, number>>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from || !to) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    if (from === to) continue;
    const targets = graph.get(from)!;
    targets.set(to, (targets.get(to) ?? 0) + 1);
  }
  return graph;
}

/** Strongly connected groups of more than one folder (Tarjan): each is a folder cycle. */
export function folderCycles(graph: Map<string, Map<string, number>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const nodes = new Set<string>([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])]);
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  [...nodes].sort().forEach((node) => index.has(node) || visit(node));
  return cycles;
}

/** For a cycle, one file edge per folder pair inside it, so the message names the two files. */
export function describeCycle(cycle: readonly string[], edges: readonly Edge[]): string[] {
  const members = new Set(cycle);
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from || !to || from === to || !members.has(from) || !members.has(to)) continue;
    const key = `${from}>${to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(`${from} -> ${to} (${edge.from} -> ${edge.to})`);
  }
  return lines.sort();
}

/** Every non-test TypeScript file under the given roots (repository-relative). */
function readSourceTree(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'fixtures' && entry.name !== 'node_modules') walk(relative);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ file: relative, text: fs.readFileSync(path.join(root, relative), 'utf8') });
      }
    }
  };
  folders.forEach(walk);
  return files;
}

/** The folders checked: the site's source and its data (demos are packages-only, checked by content tests). */
const CHECKED_ROOTS = ['src', 'data'] as const;

export function checkTree(root: string) {
  const files = readSourceTree(root, CHECKED_ROOTS).filter((file) => !file.file.startsWith('data/demos/'));
  const edges = fileEdges(files);
  const graph = folderGraph(edges);
  const cycles = folderCycles(graph);
  return { edges, graph, cycles, violations: ruleViolations(edges) };
}

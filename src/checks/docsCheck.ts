/**
 * The docs check over markdown sources: every code fence compiles against the installed packages, and
 * every API name in the prose exists in them. Run over all pages by `npm run check:docs` (part of
 * `npm test`), and over the open page under `next dev` (`checkPageInBackground`, src/checks/docsCheckProcess.ts), so a failing fence
 * or an unknown name shows in the error overlay as `file:line: message`.
 */
import { codeOfMarkdown } from '../markdown/outline';
import { checkFences, createFenceHost, type FenceHost, type PageFence } from './fenceCheck';
import { buildNameIndex, type ApiNameIndex } from './apiNames';
import { checkProseNames, type InlineCodeAt } from './proseNames';
import { allowedNames, formerNames, readerValueNames } from '../../data/docsCheck';

export interface DocsCheckTools {
  host: FenceHost;
  index: ApiNameIndex;
}

export interface DocsCheckReport {
  problems: Array<{ file: string; line: number; message: string }>;
  fences: number;
  failingFences: number;
  programs: number;
  names: number;
  unknownNames: number;
}

/** The compiler host and the index of exported names: slow to build, the same for every page. */
export function createDocsCheckTools(root: string = process.cwd()): DocsCheckTools {
  const host = createFenceHost();
  return { host, index: buildNameIndex(root, host) };
}

/** Checks markdown sources (repository-relative `file` with forward slashes, and its text). */
export function checkDocs(sources: ReadonlyArray<{ file: string; raw: string }>, tools: DocsCheckTools, root: string = process.cwd()): DocsCheckReport {
  const fences: PageFence[] = [];
  const inline: InlineCodeAt[] = [];
  for (const { file, raw } of sources) {
    const code = codeOfMarkdown(raw, file);
    fences.push(...code.fences.map((fence) => ({ ...fence, file })));
    inline.push(...code.inlineCode.map((item) => ({ ...item, file })));
  }
  const fenceResult = checkFences(fences, tools.host, root);
  const everywhere = new Set(Object.keys(allowedNames));
  const inMigrationGuides = new Set([...everywhere, ...Object.keys(formerNames)]);
  const allowedIn = (file: string) => (file.startsWith('data/docs/migration/') ? inMigrationGuides : everywhere);
  const nameResult = checkProseNames(inline, tools.index, allowedIn, {
    localNames: new Set([...readerValueNames, ...tools.index.globals]),
  });
  const problems = [...fenceResult.problems, ...nameResult.problems]
    .map(({ file, line, message }) => ({ file, line, message }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    problems,
    fences: fenceResult.checked,
    failingFences: new Set(fenceResult.problems.map((problem) => `${problem.file}:${problem.fenceLine}`)).size,
    programs: fenceResult.programs,
    names: nameResult.checked,
    unknownNames: nameResult.problems.length,
  };
}

import path from 'node:path';
import { getLibFiles } from '@ts-morph/common';
import { ts } from 'ts-morph';
import { API_COMPILER_OPTIONS } from '../api/build/program';
import { FenceNotationError, parseFence, TYPED_LANGUAGES, UNTYPED_LANGUAGES, type ParsedFence } from '../markdown/codeFence';
import type { FenceSource } from '../markdown/outline';

/**
 * The fence check: every `ts`/`tsx` fence of the guides is type-checked against the installed
 * packages, each fence a module of its own inside a program shared with the other fences of its
 * import environment (see `fenceEnvironment`), which keeps the whole check to seconds; `js`/`jsx`
 * fences are parsed, `json` fences read. Hidden context and expected errors use twoslash's notation
 * (see ../codeFence.ts).
 */

/** A fence and the page it is on (`data/docs/react-data-grid/sorting.md`). */
export interface PageFence extends FenceSource {
  file: string;
}

/** A problem found by a docs check, at a line of a markdown file. */
export interface DocsProblem {
  file: string;
  line: number;
  message: string;
  /** Line of the fence the problem is in (its first code line). */
  fenceLine?: number;
}

const FENCE_COMPILER_OPTIONS: ts.CompilerOptions = {
  ...API_COMPILER_OPTIONS,
  // Every fence is a module of its own, imports or not.
  moduleDetection: ts.ModuleDetectionKind.Force,
  esModuleInterop: true,
};

/**
 * The import environment a fence needs. Module augmentation is global to a TypeScript program: a
 * date adapter sets the date type of every picker (`AdapterDateFns` turns `PickerValue` into
 * `Date | Dayjs` for the Day.js fences too), a paid grid adds its column options to the MIT
 * `GridColDef`, `themeAugmentation` changes the theme. So the fences are checked in one program per
 * environment, as a reader's project that imports what the fence imports would be: the highest
 * edition of each product, a date library other than Day.js, theme augmentation. Most fences share
 * the default one; parsed declaration files are shared between the programs, so each extra program
 * costs only its own checking.
 */
export function fenceEnvironment(code: string): string {
  const facts = new Set<string>();
  const editions = new Map<string, number>();
  const rank = { '': 0, pro: 1, premium: 2 } as const;
  for (const match of code.matchAll(/(?:from|import)\s*['"](@mui\/x-[a-z-]+?)(-pro|-premium)?(\/[\w/]+)?['"]/g)) {
    const [, base, edition = '', subpath = ''] = match;
    const level = rank[edition.slice(1) as keyof typeof rank];
    if (level > (editions.get(base) ?? 0)) editions.set(base, level);
    const adapter = /^\/Adapter(\w+)/.exec(subpath)?.[1];
    if (adapter && adapter !== 'Dayjs') facts.add(`Adapter${adapter}`);
    if (subpath === '/themeAugmentation') facts.add(`${base}${edition}/themeAugmentation`);
  }
  for (const [base, level] of editions) {
    if (level > 0) facts.add(`${base}-${level === 2 ? 'premium' : 'pro'}`);
  }
  return [...facts].sort().join(' ');
}

/**
 * Builds the programs of the check over the real file system (packages from `root`/node_modules),
 * with the fences as in-memory files. Declaration files are parsed once for all programs.
 */
export function createFenceHost(options: ts.CompilerOptions = FENCE_COMPILER_OPTIONS) {
  const base = ts.createCompilerHost(options, true);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const fences = new Map<string, string>();
  // The compiler bundled with ts-morph ships its standard library as data, not as files.
  const libDir = '/typescript-lib';
  const lib = new Map(getLibFiles().map((file) => [`${libDir}/${file.fileName}`, file.text]));
  const host: ts.CompilerHost = {
    ...base,
    getDefaultLibLocation: () => libDir,
    getDefaultLibFileName: (compilerOptions) => `${libDir}/${ts.getDefaultLibFileName(compilerOptions)}`,
    fileExists: (fileName) => fences.has(fileName) || lib.has(fileName) || base.fileExists(fileName),
    readFile: (fileName) => fences.get(fileName) ?? lib.get(fileName) ?? base.readFile(fileName),
    getSourceFile: (fileName, languageVersion, onError) => {
      const fence = fences.get(fileName);
      if (fence !== undefined) return ts.createSourceFile(fileName, fence, languageVersion, true);
      const libText = lib.get(fileName);
      if (libText !== undefined && !parsed.has(fileName)) parsed.set(fileName, ts.createSourceFile(fileName, libText, languageVersion, true));
      if (!parsed.has(fileName)) parsed.set(fileName, base.getSourceFile(fileName, languageVersion, onError));
      return parsed.get(fileName);
    },
  };
  return {
    /** One program over the given fences (file name -> code). */
    program(files: ReadonlyMap<string, string>): ts.Program {
      fences.clear();
      for (const [name, code] of files) fences.set(name, code);
      return ts.createProgram({ rootNames: [...files.keys()], options, host });
    },
  };
}

export type FenceHost = ReturnType<typeof createFenceHost>;

const flatten = (message: string | ts.DiagnosticMessageChain) => ts.flattenDiagnosticMessageText(message, '\n  ');

/** `2322, 2769` for messages. */
const codes = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b).join(', ');

interface Prepared {
  fence: PageFence;
  parsed: ParsedFence;
  fileName: string;
}

/** What a check run saw, for its summary line. */
export interface FenceCheckResult {
  problems: DocsProblem[];
  /** Fences type-checked, parsed or read. */
  checked: number;
  /** Programs built (one per import environment). */
  programs: number;
}

/**
 * Checks the fences; returns their problems in file and line order. `root` is where the virtual
 * fence files live (bare package names resolve from its node_modules).
 */
export function checkFences(fences: readonly PageFence[], host: FenceHost = createFenceHost(), root: string = process.cwd()): FenceCheckResult {
  const problems: DocsProblem[] = [];
  const environments = new Map<string, Prepared[]>();
  let checked = 0;
  fences.forEach((fence, index) => {
    const language = fence.language;
    if (language === 'json') {
      checked += 1;
      try {
        JSON.parse(fence.code);
      } catch (error) {
        problems.push({ file: fence.file, line: fence.line, fenceLine: fence.line, message: `JSON: ${error instanceof Error ? error.message : String(error)}` });
      }
      return;
    }
    if (!TYPED_LANGUAGES.has(language) && !UNTYPED_LANGUAGES.has(language)) return;
    checked += 1;
    let parsed: ParsedFence;
    try {
      parsed = parseFence(fence.code);
    } catch (error) {
      if (!(error instanceof FenceNotationError)) throw error;
      problems.push({ file: fence.file, line: fence.line + error.line, fenceLine: fence.line, message: error.message });
      return;
    }
    const jsx = language.endsWith('x') || language === 'typescript' || language === 'javascript';
    if (UNTYPED_LANGUAGES.has(language)) {
      // Parsed only: a syntax error is the one thing a JavaScript fence can be checked for.
      const output = ts.transpileModule(parsed.compiled, {
        reportDiagnostics: true,
        fileName: `fence.${jsx ? 'jsx' : 'js'}`,
        compilerOptions: { jsx: ts.JsxEmit.Preserve, allowJs: true },
      });
      for (const diagnostic of output.diagnostics ?? []) {
        const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
        problems.push({ file: fence.file, line: fence.line + line, fenceLine: fence.line, message: `TS${diagnostic.code}: ${flatten(diagnostic.messageText)}` });
      }
      return;
    }
    const fileName = path.join(root, '.docs-check', `${fence.file.replace(/[^\w.-]+/g, '_')}.${fence.line}.${index}.${jsx ? 'tsx' : 'ts'}`);
    const environment = fenceEnvironment(parsed.compiled);
    environments.set(environment, [...(environments.get(environment) ?? []), { fence, parsed, fileName }]);
  });

  for (const prepared of environments.values()) {
    const program = host.program(new Map(prepared.map((item) => [item.fileName, item.parsed.compiled])));
    for (const { fence, parsed, fileName } of prepared) {
      const sourceFile = program.getSourceFile(fileName)!;
      const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].filter(
        (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
      );
      if (parsed.expectedErrors.length > 0) {
        const found = codes(diagnostics.map((diagnostic) => diagnostic.code));
        const expected = codes(parsed.expectedErrors);
        if (found !== expected) {
          const details = diagnostics.map((diagnostic) => `\n  TS${diagnostic.code}: ${flatten(diagnostic.messageText)}`).join('');
          problems.push({
            file: fence.file,
            line: fence.line,
            fenceLine: fence.line,
            message: `the fence declares "// @errors: ${expected}" but the compiler reports ${found ? `errors ${found}` : 'no error'}${details}`,
          });
        }
        continue;
      }
      for (const diagnostic of diagnostics) {
        const line = diagnostic.start !== undefined ? sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
        problems.push({ file: fence.file, line: fence.line + line, fenceLine: fence.line, message: `TS${diagnostic.code}: ${flatten(diagnostic.messageText)}` });
      }
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { problems, checked, programs: environments.size };
}

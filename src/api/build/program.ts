import path from 'node:path';
import { Project, ts, type SourceFile, type Symbol as MorphSymbol, type TypeChecker } from 'ts-morph';

/** Compiler options of the programs the API reference reads (declarations only, nothing emitted). */
export const API_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/** The exports of a module source file by name, re-exports (`export *`) resolved. */
export function exportsOf(sourceFile: SourceFile, checker: TypeChecker): Map<string, MorphSymbol> {
  const moduleSymbol = sourceFile.getSymbol();
  if (!moduleSymbol) return new Map();
  return new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]));
}

export interface EditionProgram {
  checker: TypeChecker;
  /** Exports of each package of the program, by package name. */
  exports: Map<string, Map<string, MorphSymbol>>;
}

/**
 * One TypeScript program over the given packages as installed in `root`/node_modules. Packages of
 * one edition share a program; a paid edition gets its own because its module augmentations change
 * the MIT packages' types. `options` adds to the compiler options (the API history maps the
 * packages to a release's sources with `paths`).
 */
export function loadEditionProgram(packageNames: readonly string[], root: string = process.cwd(), options: ts.CompilerOptions = {}): EditionProgram {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { ...API_COMPILER_OPTIONS, ...options } });
  // An in-memory entry next to node_modules, so that bare package names resolve.
  const entry = project.createSourceFile(
    path.join(root, '.api-reference-entry.ts'),
    packageNames.map((name, index) => `export * as package${index} from '${name}';`).join('\n'),
    { overwrite: true },
  );
  const checker = project.getTypeChecker();
  const exports = new Map<string, Map<string, MorphSymbol>>();
  entry.getExportDeclarations().forEach((declaration, index) => {
    const target = declaration.getModuleSpecifierSourceFile();
    if (!target) {
      throw new Error(`API reference: the types of ${packageNames[index]} are not installed (no declaration file found)`);
    }
    exports.set(packageNames[index], exportsOf(target, checker));
  });
  return { checker, exports };
}

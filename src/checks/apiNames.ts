import fs from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';
import { createFenceHost, type FenceHost } from './fenceCheck';
import type { NameIndex } from './proseNames';

/**
 * The names the installed packages define, for the prose-name check: every export of every public
 * module of the `@mui/x-*` packages (their root and each subpath, `@mui/x-date-pickers/AdapterDayjs`),
 * of Material UI and of React, and every member of the types those exports reach (props, slots,
 * API methods, option keys, theme component keys, enum members). Read from the same declaration
 * files as the API reference, through one TypeScript program.
 */

/** Packages of the family that are implementation details, not documented API. */
const PRIVATE_PACKAGES = new Set(['x-internals', 'x-telemetry', 'x-charts-vendor']);
/** Folders of a package that are builds or private entry points, not documented modules. */
const PRIVATE_FOLDERS = new Set(['esm', 'modern', 'node', 'internals', 'node_modules']);
/** How deep member types are followed from an export (`slotProps` -> `toolbar` -> `csvOptions` -> …). */
const MAX_DEPTH = 5;

/** `@mui/x-data-grid`, then each public subpath module (`@mui/x-data-grid/locales`). */
export function publicModules(root: string = process.cwd()): string[] {
  const scope = path.join(root, 'node_modules', '@mui');
  const modules: string[] = [];
  for (const name of fs.readdirSync(scope).sort()) {
    if (!name.startsWith('x-') || PRIVATE_PACKAGES.has(name)) continue;
    const dir = path.join(scope, name);
    modules.push(`@mui/${name}`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !PRIVATE_FOLDERS.has(entry.name) && fs.existsSync(path.join(dir, entry.name, 'index.d.ts'))) {
        modules.push(`@mui/${name}/${entry.name}`);
      }
    }
  }
  return modules;
}

/** Whether a symbol is declared by Material UI or MUI X (whose member types are followed). */
function declaredByMui(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => /[\\/]node_modules[\\/]@mui[\\/]/.test(declaration.getSourceFile().fileName));
}

export interface ApiNameIndex extends NameIndex {
  exports: ReadonlySet<string>;
  members: ReadonlySet<string>;
  /** The platform's globals (`Intl`, `Math`): their own members are not MUI's to check. */
  globals: ReadonlySet<string>;
}

/** Modules besides MUI X whose export names the prose may use (their members are not followed). */
const OTHER_MODULES = ['@mui/material', '@mui/material/styles', 'react'];

/**
 * Walks a type and what it leads to (properties of MUI types, signatures' parameters and results,
 * element types), adding member and parameter names to `members` and string literals to `values`.
 */
function typeVisitor(checker: ts.TypeChecker, members: Set<string>, values: Set<string>) {
  const seen = new Set<ts.Type>();

  const visitType = (type: ts.Type, depth: number): void => {
    if (seen.has(type) || depth > MAX_DEPTH) return;
    seen.add(type);
    if (type.isStringLiteral()) {
      values.add(type.value);
      return;
    }
    if (type.isUnionOrIntersection()) {
      type.types.forEach((part) => visitType(part, depth));
      return;
    }
    for (const property of checker.getPropertiesOfType(type)) {
      members.add(property.getName());
      if (declaredByMui(property)) visitType(checker.getTypeOfSymbol(property), depth + 1);
    }
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      // A component's props, a hook's options and result, a callback's parameters.
      for (const parameter of signature.getParameters()) {
        // Parameter names are part of the vocabulary too (`oldRow` of `processRowUpdate`).
        members.add(parameter.getName());
        visitType(checker.getTypeOfSymbol(parameter), depth + 1);
      }
      visitType(signature.getReturnType(), depth + 1);
    }
    const index = type.getNumberIndexType();
    if (index) visitType(index, depth + 1);
    // Arrays and tuples of options (`GridColDef[]`): their element types.
    for (const argument of checker.getTypeArguments(type as ts.TypeReference) ?? []) visitType(argument, depth + 1);
  };
  return visitType;
}

interface CollectedNames {
  exports: Set<string>;
  members: Set<string>;
  globals: Set<string>;
  values: Set<string>;
  options: ts.CompilerOptions;
}

/**
 * The names the packages export, their members and literal values, and the platform's globals, read
 * from one program over `modules` and `others`. Kept apart from the index's functions on purpose: a
 * closure keeps its whole scope alive, and this scope holds the program and its checker (about 380 MB
 * that the dev server's docs check would otherwise carry for its lifetime).
 */
function collectNames(host: FenceHost, entryName: string, modules: readonly string[], others: readonly string[]): CollectedNames {
  const entry = [...modules, ...others].map((name, index) => `export * as m${index} from '${name}';`).join('\n');
  const program = host.program(new Map([[entryName, entry]]));
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryName)!;

  const exports = new Set<string>();
  const members = new Set<string>();
  const globals = new Set<string>();
  const values = new Set<string>();
  const visitType = typeVisitor(checker, members, values);

  source.statements.forEach((statement, index) => {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) return;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!moduleSymbol) throw new Error(`Docs check: the types of ${[...modules, ...others][index]} are not installed`);
    const isMuiX = index < modules.length;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      exports.add(exported.getName());
      if (!isMuiX) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) {
        visitType(checker.getDeclaredTypeOfSymbol(symbol), 0);
      }
      if (symbol.flags & ts.SymbolFlags.Value) visitType(checker.getTypeOfSymbol(symbol), 0);
    }
  });
  // The platform's globals (`Intl`, `Set`, `Math`), as a reader's file sees them.
  for (const symbol of checker.getSymbolsInScope(source, ts.SymbolFlags.Value | ts.SymbolFlags.Type | ts.SymbolFlags.Namespace)) {
    globals.add(symbol.getName());
  }

  return { exports, members, globals, values, options: program.getCompilerOptions() };
}

/** Builds the index over the packages installed in `root`. */
export function buildNameIndex(root: string = process.cwd(), host: FenceHost = createFenceHost(), others: readonly string[] = OTHER_MODULES): ApiNameIndex {
  const modules = publicModules(root);
  const entryName = path.join(root, '.docs-check', 'api-names.ts');
  const { exports, members, globals, values, options } = collectNames(host, entryName, modules, others);
  const resolutionHost: ts.ModuleResolutionHost = { fileExists: ts.sys.fileExists, readFile: ts.sys.readFile, realpath: ts.sys.realpath };
  const resolves = new Map<string, boolean>();
  const installedPackages = fs.readdirSync(path.join(root, 'node_modules', '@mui')).map((name) => `@mui/${name}`);
  return {
    exports,
    members,
    globals,
    isExport: (name) => exports.has(name) || globals.has(name),
    isMember: (name) => members.has(name),
    isValue: (name) => values.has(name),
    resolvesPath: (specifier) => {
      if (specifier.includes('*')) {
        // `@mui/x-*`, `@mui/x-date-pickers/Adapter*`: a pattern that matches something installed.
        const prefix = specifier.slice(0, specifier.indexOf('*'));
        return installedPackages.some((name) => name.startsWith(prefix)) || modules.some((name) => name.startsWith(prefix));
      }
      if (!resolves.has(specifier)) {
        resolves.set(specifier, ts.resolveModuleName(specifier, entryName, options, resolutionHost).resolvedModule !== undefined);
      }
      return resolves.get(specifier)!;
    },
  };
}

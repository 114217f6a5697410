/**
 * The editor's scope of a demo (build time, pure but for Babel): what the frame that runs an edited
 * demo can import. scripts/build/demoScopeLoader.cjs adds it to the demo's own module, as a function
 * `EditorScope` (EDITOR_SCOPE_EXPORT) that returns the values the demo file and its data modules import,
 * name by name; the frame loads the demo's module as the page does (src/demos/runner/loadScope.ts).
 * So the editor needs no chunk of its own per demo (911 more chunks once made webpack's runtime, on
 * every page, 9 KB gzip heavier), its values are in the chunks the live demo uses, and no export of a
 * package is marked used that was not. Type-only imports are left out (Babel's TypeScript transform
 * drops them); the data modules themselves are not in it, the frame runs them from their (possibly
 * edited) source.
 */
import { parseSync, transformSync } from '@babel/core';
import type { ImportDeclaration, Statement } from '@babel/types';

/** One value imported from a module: `default`, `*` (the namespace) or a name. */
export type ScopeImport = { specifier: string; imported: string };

/** Imports the runtime of compiled JSX needs, in every scope. */
const ALWAYS: readonly ScopeImport[] = [
  { specifier: 'react', imported: '*' },
  { specifier: 'react/jsx-runtime', imported: '*' },
];
const DATA_IMPORT = /^\.\/data\/[A-Za-z][\w-]*$/;

/** The values a TypeScript or JavaScript module imports (imports only used as types left out). */
export function valueImports(source: string, filename: string): ScopeImport[] {
  const stripped = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [['@babel/plugin-syntax-jsx'], ['@babel/plugin-transform-typescript', { isTSX: true, allExtensions: true }]],
  })?.code;
  const ast = parseSync(stripped ?? '', { filename: `${filename}.jsx`, babelrc: false, configFile: false, parserOpts: { plugins: ['jsx'] } });
  const body: Statement[] = ast && 'program' in ast ? ast.program.body : [];
  return body
    .filter((node): node is ImportDeclaration => node.type === 'ImportDeclaration')
    .flatMap((node) => {
      const specifier = node.source.value;
      if (node.specifiers.length === 0) return [];
      return node.specifiers.map((part) => ({
        specifier,
        imported: part.type === 'ImportDefaultSpecifier' ? 'default' : part.type === 'ImportNamespaceSpecifier' ? '*' : part.imported.type === 'Identifier' ? part.imported.name : part.imported.value,
      }));
    });
}

/**
 * The scope of a demo: its own value imports, those of its data modules (`readData('./data/x')`
 * gives their source), and React's. A data module's own import is left to the frame, which runs
 * it from source; a stylesheet beside the demo is imported (its class names).
 */
export function demoScopeImports(source: string, filename: string, readData: (specifier: string) => string | null): ScopeImport[] {
  const found: ScopeImport[] = [...ALWAYS];
  const add = (item: ScopeImport) => {
    if (!found.some((known) => known.specifier === item.specifier && known.imported === item.imported)) found.push(item);
  };
  for (const item of valueImports(source, filename)) {
    if (DATA_IMPORT.test(item.specifier)) {
      const data = readData(item.specifier);
      if (data === null) throw new Error(`${filename} imports ${item.specifier}, which does not exist`);
      valueImports(data, `${item.specifier.slice(2)}.ts`).filter((inner) => !inner.specifier.startsWith('.')).forEach(add);
    } else {
      add(item);
    }
  }
  return found;
}

/** The function a demo module exports for the editor. Named like a component, so that React Refresh keeps treating a demo file as a component module under `next dev`. */
export const EDITOR_SCOPE_EXPORT = 'EditorScope';

const identifier = (index: number, imported: string) => `__scope${index}_${imported === '*' ? 'all' : imported.replace(/[^\w$]/g, '_')}`;

/**
 * The text added to the end of a demo's module: the imports (under names of their own), then the
 * exported function that returns one object by specifier (a namespace stays whole).
 */
export function scopeModuleSource(imports: readonly ScopeImport[]): string {
  const specifiers = [...new Set(imports.map((item) => item.specifier))];
  const lines: string[] = [];
  const entries: string[] = [];
  specifiers.forEach((specifier, index) => {
    const own = imports.filter((item) => item.specifier === specifier);
    const namespace = own.find((item) => item.imported === '*');
    const named = own.filter((item) => item.imported !== '*');
    const from = JSON.stringify(specifier);
    if (namespace) lines.push(`import * as ${identifier(index, '*')} from ${from};`);
    if (named.length > 0) {
      lines.push(`import { ${named.map((item) => `${item.imported === 'default' ? 'default' : item.imported} as ${identifier(index, item.imported)}`).join(', ')} } from ${from};`);
    }
    const members = named.map((item) => `${JSON.stringify(item.imported)}: ${identifier(index, item.imported)}`);
    entries.push(`  ${from}: ${namespace ? `{ ...${identifier(index, '*')}${members.length ? `, ${members.join(', ')}` : ''} }` : `{ ${members.join(', ')} }`},`);
  });
  return `\n${lines.join('\n')}\nexport function ${EDITOR_SCOPE_EXPORT}() {\n  return {\n${entries.map((entry) => `  ${entry}`).join('\n')}\n  };\n}\n`;
}

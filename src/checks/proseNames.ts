import { ts } from 'ts-morph';

/**
 * The prose-name check, pure part: which API names a piece of inline code in a guide's prose
 * (`slotProps.toolbar`, `<DataGrid />`, `apiRef.current.updateRows(changes)`, `pageSizeOptions`)
 * claims exist, found by parsing it with the TypeScript parser. Values (`'server'`, `true`, `-1`),
 * CSS, shell commands and sentences parse as none of the code shapes tried, or yield no name.
 */

/** A name inline code refers to. */
export type NameReference =
  /** An import path (`@mui/x-data-grid-pro`, `@mui/x-date-pickers/AdapterDayjs`). */
  | { kind: 'path'; name: string }
  /** A name used on its own: an export, a prop, a slot, a method (`DataGridPro`, `slotProps`). */
  | { kind: 'name'; name: string }
  /** A name reached through another one: a member, a key of an options object (`toolbar` of `slotProps.toolbar`). */
  | { kind: 'member'; name: string };

export interface NameOptions {
  /**
   * Conventional names of the reader's own values (`params`, `row`, `event`): a chain starting
   * with one (`params.row.status`) names the reader's data, not the API, and is not checked.
   */
  localNames: ReadonlySet<string>;
}

const IMPORT_PATH = /^@mui\/[\w-]+(?:\/[\w*.-]+)*\*?$/;
/** Date format tokens (`YYYY`, `MM`, `mm`, `hh`), single letters (`a`, `x`) and sizes (`S`): not names. */
const NOT_A_NAME = /^(?:[A-Z]{1,4}|([a-zA-Z])\1{0,3})$/;

/** The shapes tried, in order: the first that parses without a syntax error is the one. */
const SHAPES: ReadonlyArray<{ wrap: (code: string) => string; applies?: (code: string) => boolean }> = [
  { wrap: (code) => `(${code}\n);` },
  { wrap: (code) => `({ ${code}\n });` },
  // Only code with an `=` is a JSX attribute: `<X npm install />` parses too, and says nothing.
  { wrap: (code) => `<X ${code}\n />;`, applies: (code) => code.includes('=') },
  { wrap: (code) => `type __T = ${code}\n;` },
];

function parse(code: string): ts.SourceFile | undefined {
  for (const shape of SHAPES) {
    if (shape.applies && !shape.applies(code)) continue;
    const file = ts.createSourceFile('inline.tsx', shape.wrap(code), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
    if (diagnostics.length === 0) return file;
  }
  return undefined;
}

const nameOf = (node: ts.JsxAttributeName): string | undefined => (ts.isIdentifier(node) ? node.text : undefined);

/** Names declared inside the snippet itself (arrow parameters, destructured bindings). */
function declaredNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else name.elements.forEach((element) => ts.isBindingElement(element) && bind(element.name));
  };
  const visit = (node: ts.Node) => {
    if (ts.isParameter(node) || ts.isVariableDeclaration(node)) bind(node.name);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The root identifier of `a.b.c`, `a.b()`, `a?.b`, or undefined when the chain starts elsewhere. */
function chainRoot(node: ts.Expression): ts.Identifier | undefined {
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current) || ts.isNonNullExpression(current) || ts.isElementAccessExpression(current)) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current : undefined;
}

/**
 * A property chain or call (`apiRef.current.setPage(1)`, `GridColDef.field`): its names, unless the
 * chain is the reader's own value, whose call arguments may still hold options objects. False when
 * `node` is no chain.
 */
function visitChain(
  node: ts.Node,
  inValue: boolean,
  visit: (node: ts.Node, inValue: boolean) => void,
  add: (kind: 'name' | 'member', name: string | undefined) => void,
  isReaderValue: (name: string) => boolean,
): boolean {
  if (!(ts.isPropertyAccessExpression(node) || ts.isCallExpression(node) || ts.isElementAccessExpression(node))) return false;
  const root = chainRoot(node);
  if (root && (isReaderValue(root.text) || (inValue && !/^[A-Z]/.test(root.text)))) {
    // The chain is the reader's; arguments of its calls may still hold options objects.
    let current: ts.Node = node;
    while (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current) || ts.isElementAccessExpression(current)) {
      if (ts.isCallExpression(current)) current.arguments.forEach((argument) => visit(argument, true));
      current = current.expression;
    }
    return true;
  }
  if (ts.isCallExpression(node)) {
    visit(node.expression, inValue);
    node.arguments.forEach((argument) => visit(argument, true));
    return true;
  }
  if (ts.isPropertyAccessExpression(node)) {
    visit(node.expression, inValue);
    add('member', node.name.text);
    return true;
  }
  return false;
}

/** The names a parsed piece of code refers to: what is not the reader's own (declared there, or a value they pass). */
function referencesIn(file: ts.SourceFile, isReaderValue: (name: string) => boolean): NameReference[] {
  const references: NameReference[] = [];
  const add = (kind: 'name' | 'member', name: string | undefined) => {
    if (name !== undefined && name !== 'X' && name !== '__T' && !NOT_A_NAME.test(name)) references.push({ kind, name });
  };
  /**
   * `inValue`: the node is a value the reader supplies (an argument, a property's value, an
   * attribute's value): a lone name there is the reader's (`slots={{ day: EventDay }}`), while the keys
   * of an options object and `Constant.member` chains are still the API's.
   */
  const visit = (node: ts.Node, inValue: boolean): void => {
    if (visitChain(node, inValue, visit, add, isReaderValue)) return;
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      if (ts.isBindingElement(parent) || ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isTypeAliasDeclaration(parent)) return;
      if (inValue || isReaderValue(node.text)) return;
      add('name', node.text);
      return;
    }
    if (ts.isPropertyAssignment(node) || ts.isPropertySignature(node) || ts.isMethodSignature(node)) {
      // `'& .MuiDataGrid-cell': {...}`, `1: {...}`: selectors and indexes are not names.
      if (ts.isIdentifier(node.name)) add('member', node.name.text);
      if (ts.isPropertyAssignment(node)) visit(node.initializer, true);
      else if (node.type) visit(node.type, true);
      return;
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      add('member', node.name.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      add('member', nameOf(node.name));
      if (node.initializer) visit(node.initializer, true);
      return;
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      // A tag names a component (`<DataGrid />`); lower-case tags are HTML.
      if (ts.isIdentifier(node.tagName) && /^[A-Z]/.test(node.tagName.text) && node.tagName.text !== 'X') add('name', node.tagName.text);
      node.attributes.properties.forEach((attribute) => visit(attribute, inValue));
      return;
    }
    if (ts.isTypeReferenceNode(node)) {
      if (!inValue && ts.isIdentifier(node.typeName)) add('name', node.typeName.text);
      node.typeArguments?.forEach((argument) => visit(argument, true));
      return;
    }
    // A function's body is the reader's own code (`valueGetter: (_v, row) => row.price * row.qty`).
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return;
    if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return;
    ts.forEachChild(node, (child) => visit(child, inValue));
  };
  visit(file, false);
  return references;
}

/** The API names one piece of inline code refers to (none for values, CSS, prose or commands). */
export function namesInInlineCode(code: string, options: NameOptions): NameReference[] {
  const text = code.trim();
  if (text === '') return [];
  if (IMPORT_PATH.test(text)) return [{ kind: 'path', name: text }];
  // `import type {} from '@mui/x-data-grid/themeAugmentation'`: the path is what it refers to.
  const imported = /^import\b.*\bfrom\s+['"](@mui\/[^'"]+)['"];?$/.exec(text);
  if (imported) return [{ kind: 'path', name: imported[1] }];
  // CSS and HTML (`white-space: normal`, `prefers-reduced-motion`, `aria-label`, `--DataGrid-rowBorderColor`,
  // `.MuiDataGrid-cell`, `MuiPickersDay-root`) and environment variables (`MUI_X_TELEMETRY_DISABLED=true`).
  if (/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?::.*)?$/.test(text) || /^(?:--|\.)/.test(text) || /^Mui[\w]*-[\w-]+$/.test(text) || /^[A-Z][A-Z0-9_]*=/.test(text)) {
    return [];
  }
  const file = parse(text);
  if (!file) return [];
  const locals = declaredNames(file);
  const isReaderValue = (name: string) => options.localNames.has(name) || locals.has(name);
  return referencesIn(file, isReaderValue);
}

/** A place inline code is, and the code. */
export interface InlineCodeAt {
  file: string;
  line: number;
  code: string;
}

/** What the check knows about the installed packages (see apiNames.ts). */
export interface NameIndex {
  /** Exported by an `@mui/x-*` package, Material UI or React, or a global of the platform. */
  isExport(name: string): boolean;
  /** A member of an exported type: a prop, slot, method, option key, enum member, callback parameter. */
  isMember(name: string): boolean;
  /** A string literal of an exported type (`'band'` of a scale type, `'invalidRange'` of an error). */
  isValue(name: string): boolean;
  /** An import path that resolves to an installed module. */
  resolvesPath(path: string): boolean;
}

export interface NameProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * Checks the names in the prose's inline code. `allowedIn(file)` gives the names that pass in a file
 * although the packages lack them (plain words, other libraries, an older version's names in a
 * migration guide). Returns the problems and how many names were checked.
 */
export function checkProseNames(
  inline: readonly InlineCodeAt[],
  index: NameIndex,
  allowedIn: (file: string) => ReadonlySet<string>,
  options: NameOptions,
): { problems: NameProblem[]; checked: number } {
  const problems: NameProblem[] = [];
  let checked = 0;
  for (const item of inline) {
    for (const reference of namesInInlineCode(item.code, options)) {
      checked += 1;
      if (allowedIn(item.file).has(reference.name)) continue;
      const known =
        reference.kind === 'path'
          ? index.resolvesPath(reference.name)
          : // A capitalised name on its own is a component, type or constant (an export) or a theme key (`MuiDataGrid`).
            reference.kind === 'name' && /^[A-Z]/.test(reference.name)
            ? index.isExport(reference.name) || (reference.name.startsWith('Mui') && index.isMember(reference.name))
            : // A lower-case name on its own may also be a value of a string union (`'band'` written `band`).
              index.isMember(reference.name) || index.isExport(reference.name) || (reference.kind === 'name' && index.isValue(reference.name));
      if (!known) {
        const what = reference.kind === 'path' ? 'import path' : 'name';
        problems.push({
          file: item.file,
          line: item.line,
          message: `\`${item.code}\`: the ${what} ${reference.name} is not in the installed packages (if it is a plain word or another library's name, add it to data/docsCheck.ts)`,
        });
      }
    }
  }
  return { problems, checked };
}

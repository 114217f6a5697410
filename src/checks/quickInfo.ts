import { ts } from 'ts-morph';

/**
 * What an editor shows when the pointer rests on a name of a code fence ("quick info"), read from the
 * docs check's own program (see ./hoverTypes.ts): the declaration line and the first line of the doc
 * comment, and which API entry the name may link to.
 */

/** The API entry a name may link to: a symbol's page, or a member of one (`DataGrid`'s `sortModel` prop). */
export interface HoverLinkTarget {
  name: string;
  member?: { section: 'props' | 'members'; name: string };
}

export interface QuickInfo {
  /** `(alias) type GridColDef<R …> = …`, as an editor shows it, cut at MAX_TEXT characters. */
  text: string;
  /** First line of the doc comment, or ''. */
  doc: string;
  link?: HoverLinkTarget;
}

export interface HoverToken {
  /** Offsets of the identifier in the compiled file. */
  start: number;
  end: number;
  info: QuickInfo;
}

export const MAX_TEXT = 400;

interface SymbolDisplayApi {
  getSymbolDisplayPartsDocumentationAndSymbolKind(
    checker: ts.TypeChecker,
    symbol: ts.Symbol,
    sourceFile: ts.SourceFile,
    enclosing: ts.Node | undefined,
    location: ts.Node,
  ): { displayParts: ts.SymbolDisplayPart[]; documentation: ts.SymbolDisplayPart[] };
}

/**
 * The language service's own quick-info formatter. TypeScript does not export it in its typings, but
 * every release since 2.x has it under this name; a release without it stops the build here, saying so,
 * rather than showing wrong text.
 */
function symbolDisplay(): SymbolDisplayApi & { containerOf(node: ts.Node): ts.Node | undefined } {
  const internals = ts as unknown as { SymbolDisplay?: SymbolDisplayApi; getContainerNode?: (node: ts.Node) => ts.Node | undefined };
  const display = internals.SymbolDisplay;
  if (!display?.getSymbolDisplayPartsDocumentationAndSymbolKind || !internals.getContainerNode) {
    throw new Error(`hover types: TypeScript ${ts.version} (ts-morph's) no longer has SymbolDisplay; update src/checks/quickInfo.ts`);
  }
  return { getSymbolDisplayPartsDocumentationAndSymbolKind: display.getSymbolDisplayPartsDocumentationAndSymbolKind, containerOf: internals.getContainerNode };
}

function cut(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** Name of a type for links: its alias (`GridColDef`) or its symbol (`GridApiCommunity`). */
function typeName(type: ts.Type | undefined): string | undefined {
  const name = type?.aliasSymbol?.name ?? type?.getSymbol()?.name;
  return name && !name.startsWith('__') ? name : undefined;
}

/** A property name in an object literal or JSX: the property of the type the context expects. */
function contextualProperty(checker: ts.TypeChecker, node: ts.Identifier): { symbol: ts.Symbol; link?: HoverLinkTarget } | undefined {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent) && parent.name === node) {
    const type = checker.getContextualType(parent.parent);
    const symbol = type?.getProperty(node.text);
    const element = parent.parent.parent;
    const tag = ts.isJsxOpeningLikeElement(element) && ts.isIdentifier(element.tagName) ? element.tagName.text : undefined;
    return symbol && { symbol, link: tag ? { name: tag, member: { section: 'props', name: node.text } } : undefined };
  }
  if ((ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === node && ts.isObjectLiteralExpression(parent.parent)) {
    const type = checker.getContextualType(parent.parent);
    const symbol = type?.getProperty(node.text) ?? (type?.isUnion() ? type.types.map((item) => item.getProperty(node.text)).find(Boolean) : undefined);
    const owner = typeName(type ?? undefined);
    return symbol && { symbol, link: owner ? { name: owner, member: { section: 'members', name: node.text } } : undefined };
  }
  return undefined;
}

function fromPackage(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => /[/\\]node_modules[/\\]@mui[/\\]/.test(declaration.getSourceFile().fileName));
}

/** Where a name links: a package symbol by its name, a member by its owner's type. */
function linkOf(checker: ts.TypeChecker, node: ts.Identifier, symbol: ts.Symbol): HoverLinkTarget | undefined {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (!fromPackage(target)) return undefined;
  if (target.flags & (ts.SymbolFlags.Property | ts.SymbolFlags.Method)) {
    const parent = node.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
      const owner = typeName(checker.getNonNullableType(checker.getTypeAtLocation(parent.expression)));
      return owner ? { name: owner, member: { section: 'members', name: node.text } } : undefined;
    }
    return undefined;
  }
  return { name: target.name };
}

/** The quick info of one identifier, or undefined when TypeScript resolves nothing there. */
export function quickInfoAt(checker: ts.TypeChecker, sourceFile: ts.SourceFile, node: ts.Identifier): QuickInfo | undefined {
  const display = symbolDisplay();
  const property = contextualProperty(checker, node);
  const symbol = property?.symbol ?? checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  let parts: ReturnType<SymbolDisplayApi['getSymbolDisplayPartsDocumentationAndSymbolKind']>;
  try {
    parts = display.getSymbolDisplayPartsDocumentationAndSymbolKind(checker, symbol, sourceFile, display.containerOf(node), node);
  } catch {
    // One name TypeScript cannot describe leaves the others of the fence their hover.
    return undefined;
  }
  // An imported name ends with `import Name` in an editor: the line before says it all.
  const text = cut(ts.displayPartsToString(parts.displayParts).trim().replace(/\nimport [\w$]+$/, ''));
  if (text === '') return undefined;
  // `[[GridRowsProp]]` is the packages' own link notation: the name reads better alone.
  const doc = (ts.displayPartsToString(parts.documentation).trim().split('\n')[0] ?? '').replace(/\[\[([\w.]+)\]\]/g, '$1').trim();
  const link = property ? (fromPackage(property.symbol) ? property.link : undefined) : linkOf(checker, node, symbol);
  return { text, doc: cut(doc), ...(link ? { link } : {}) };
}

/**
 * Quick info of every identifier of a compiled fence that `shown` keeps (an offset test: hidden
 * context has none), in source order. Keywords and names TypeScript does not resolve have none.
 */
export function quickInfoTokens(program: ts.Program, sourceFile: ts.SourceFile, shown: (offset: number) => boolean = () => true): HoverToken[] {
  const checker = program.getTypeChecker();
  const tokens: HoverToken[] = [];
  const visit = (node: ts.Node) => {
    // `as const` is a keyword, not a type named `const`.
    if (ts.isIdentifier(node) && !(node.text === 'const' && ts.isTypeReferenceNode(node.parent))) {
      const start = node.getStart(sourceFile);
      if (shown(start)) {
        const info = quickInfoAt(checker, sourceFile, node);
        if (info) tokens.push({ start, end: node.getEnd(), info });
      }
      return;
    }
    if (!ts.isIdentifier(node)) ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return tokens;
}

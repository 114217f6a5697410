/**
 * The type of a member as the reference shows it (build time): as written in its declaration, or
 * instantiated where the component fixes a type parameter of the declaring interface.
 */
import { Node, ts, type ExpressionWithTypeArguments, type Symbol as MorphSymbol, type Type, type TypeChecker, type TypeReferenceNode } from 'ts-morph';
import { normalizeTypeText } from './typeHtml';

function typeNodeText(node: Node, optional: boolean): string | undefined {
  if (Node.isMethodSignature(node) || Node.isMethodDeclaration(node)) {
    const typeParameters = node.getTypeParameters().map((parameter) => parameter.getText());
    const parameters = node.getParameters().map((parameter) => parameter.getText()).join(', ');
    const returns = node.getReturnTypeNode()?.getText() ?? 'void';
    return `${typeParameters.length ? `<${typeParameters.join(', ')}>` : ''}(${parameters}) => ${returns}`;
  }
  if (Node.isPropertySignature(node) || Node.isPropertyDeclaration(node)) {
    const typeNode = node.getTypeNode();
    if (!typeNode) return undefined;
    // `a?: T | undefined` reads as `T`: the question mark already says it may be left out.
    if (optional && Node.isUnionTypeNode(typeNode)) {
      const kept = typeNode.getTypeNodes().filter((member) => member.getKind() !== ts.SyntaxKind.UndefinedKeyword);
      return kept.map((member) => member.getText()).join(' | ');
    }
    return typeNode.getText();
  }
  return undefined;
}

type Generic = Node & { getTypeParameters(): Array<{ getName(): string; getDefault(): Node | undefined }> };

/** The interface or type alias that declares a member (`BasePickerProps<TValue>` for `value`). */
function containerOf(declaration: Node): Generic | undefined {
  const parent = declaration.getParent();
  const container = parent && Node.isTypeLiteral(parent) ? parent.getParent() : parent;
  return container && (Node.isInterfaceDeclaration(container) || Node.isTypeAliasDeclaration(container)) ? container : undefined;
}

/** Type parameters of the interface or type alias that declares a member (`TValue` of `BasePickerProps<TValue>`). */
function containerTypeParameters(declaration: Node): string[] {
  return containerOf(declaration)?.getTypeParameters().map((parameter) => parameter.getName()) ?? [];
}

/** Replaces whole identifiers of `text` bound in `bindings`, in one pass. */
function substitute(text: string, bindings: ReadonlyMap<string, string>): string {
  return text.replace(/[A-Za-z_$][\w$]*/g, (word) => bindings.get(word) ?? word);
}

type Reference = ExpressionWithTypeArguments | TypeReferenceNode;

/** What an interface extends, or the type references a type alias is made of (`A<T> & B`). */
function referencesOf(node: Node): Reference[] {
  if (Node.isInterfaceDeclaration(node)) return node.getHeritageClauses().flatMap((clause) => clause.getTypeNodes());
  if (!Node.isTypeAliasDeclaration(node)) return [];
  const typeNode = node.getTypeNode();
  const parts = typeNode && Node.isIntersectionTypeNode(typeNode) ? typeNode.getTypeNodes() : typeNode ? [typeNode] : [];
  return parts.filter((part) => Node.isTypeReference(part));
}

/** The interfaces and type aliases a reference names (import aliases followed). */
function referencedDeclarations(reference: Reference): Generic[] {
  const name = Node.isExpressionWithTypeArguments(reference) ? reference.getExpression() : reference.getTypeName();
  let symbol = name?.getSymbol();
  if (symbol?.isAlias()) symbol = symbol.getAliasedSymbol();
  return (symbol?.getDeclarations() ?? []).filter(
    (declaration): declaration is Generic => Node.isInterfaceDeclaration(declaration) || Node.isTypeAliasDeclaration(declaration),
  );
}

const MAX_HERITAGE_DEPTH = 16;

/**
 * `T extends R ? A : B` with `T` bound to `R` itself reads as `A` (a range picker's `referenceDate`);
 * undefined when the member's type is not such a conditional.
 */
function settleConditional(declaration: Node, bindings: ReadonlyMap<string, string>): string | undefined {
  const typeNode = Node.isPropertySignature(declaration) ? declaration.getTypeNode() : undefined;
  if (!typeNode || !Node.isConditionalTypeNode(typeNode)) return undefined;
  const checked = substitute(typeNode.getCheckType().getText(), bindings);
  return checked === substitute(typeNode.getExtendsType().getText(), bindings) ? substitute(typeNode.getTrueType().getText(), bindings) : undefined;
}

/**
 * How `from` fixes the type parameters of `target`, as its declarations write it: from a Date Picker's
 * props, through `extends BasePickerInputProps<PickerValue, …>` and on, `TValue` is `PickerValue`.
 * Undefined when `target` is not among what `from` builds on.
 */
function writtenTypeArguments(from: Node, target: Generic, depth = 0): Map<string, string> | undefined {
  if (from === target) return new Map(target.getTypeParameters().map((parameter) => [parameter.getName(), parameter.getName()]));
  if (depth > MAX_HERITAGE_DEPTH) return undefined;
  for (const reference of referencesOf(from)) {
    const found = throughReference(reference, target, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function throughReference(reference: Reference, target: Generic, depth: number): Map<string, string> | undefined {
  const written = reference.getTypeArguments();
  for (const declaration of referencedDeclarations(reference)) {
    const inner = writtenTypeArguments(declaration, target, depth);
    if (!inner) continue;
    const bindings = new Map(
      declaration.getTypeParameters().map((parameter, index) => [
        parameter.getName(),
        written[index]?.getText() ?? parameter.getDefault()?.getText() ?? parameter.getName(),
      ]),
    );
    return new Map([...inner].map(([name, text]) => [name, substitute(text, bindings)]));
  }
  // A utility type around the real base (`Omit<BaseProps<TValue>, 'a'>`): its arguments lead on.
  for (const argument of written) {
    if (!Node.isTypeReference(argument) || depth > MAX_HERITAGE_DEPTH) continue;
    const found = throughReference(argument, target, depth + 1);
    if (found) return found;
  }
  return undefined;
}

// Printing a type is the costly part of extraction; the same instantiation (`TValue` = `PickerValue`)
// recurs across dozens of picker components, so the text is kept per type of each program.
const printedTypes = new WeakMap<TypeChecker, Map<Type['compilerType'], string>>();

function checkerText(symbol: MorphSymbol, checker: TypeChecker, context: Node): string {
  const type = checker.getTypeOfSymbolAtLocation(symbol, context);
  const cache = printedTypes.get(checker) ?? new Map<Type['compilerType'], string>();
  printedTypes.set(checker, cache);
  let text = cache.get(type.compilerType);
  if (text === undefined) {
    // The checker prints string literals in double quotes; the packages write them in single ones.
    text = type
      .getText(context, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope)
      .replace(/"([^"'\\]*)"/g, "'$1'");
    cache.set(type.compilerType, text);
  }
  return text;
}

/** `((a: T) => void)` -> `(a: T) => void`: parentheses the checker adds around a whole type. */
function unwrapParentheses(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    if (depth === 0) return index === text.length - 1 ? text.slice(1, -1) : text;
  }
  return text;
}

/**
 * The member's type as written; where it names a type parameter of its declaring interface that the
 * component fixes (a Date Picker's `value: TValue` is a `PickerValue`), the instantiated type instead,
 * unless that is much longer than what was written. Where the instantiated type collapses to `any`
 * (the pickers' date type is `any` until an adapter's types are imported), the type arguments as
 * `origin` (the props declaration) passes them are written in instead: `value?: PickerValue`.
 */
export function memberType(
  symbol: MorphSymbol,
  declaration: Node | undefined,
  checker: TypeChecker,
  context: Node,
  { optional, instantiate, origin = [] }: { optional: boolean; instantiate: boolean; origin?: readonly Node[] },
): string {
  const written = declaration ? typeNodeText(declaration, optional) : undefined;
  if (written === undefined) return checkerText(symbol, checker, declaration ?? context);
  const parameters = declaration && instantiate ? containerTypeParameters(declaration) : [];
  const mentions = (text: string) => parameters.some((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (!mentions(written)) return written;
  const instantiated = unwrapParentheses(normalizeTypeText(checkerText(symbol, checker, context)).replace(/ \| undefined$/, ''));
  const anyWord = /\bany\b/;
  const container = declaration && containerOf(declaration);
  if (container && anyWord.test(instantiated) && !anyWord.test(written)) {
    for (const start of origin) {
      const bindings = writtenTypeArguments(start, container);
      const substituted = bindings ? settleConditional(declaration, bindings) ?? substitute(written, bindings) : undefined;
      if (substituted !== undefined && !mentions(substituted)) return substituted;
    }
  }
  return !mentions(instantiated) && instantiated.length <= written.length * 1.5 + 40 ? instantiated : written;
}

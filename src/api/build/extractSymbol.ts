import { Node, ts, type ExpressionWithTypeArguments, type JSDoc, type TypeReferenceNode, type Symbol as MorphSymbol, type Type, type TypeChecker } from 'ts-morph';
import type { RawClasses, RawDoc, RawMember, RawSymbol, RawTag } from './types';
import { normalizeTypeText } from './typeHtml';

/**
 * Reads one exported symbol of a type-checked program into plain data: a component's props (from its
 * call signature), slots and CSS classes, or an interface's members, each with the type as written,
 * its JSDoc text and tags. Build time only; ts-morph carries its own TypeScript.
 */

/** Declarations from React's types are native attributes (`onClick`, `aria-*`, `ref`): not listed. */
const isReactTypesFile = (filePath: string) => /\/node_modules\/@types\/react\//.test(filePath);

/** Tags that keep a member out of the reference. */
const HIDDEN_TAGS = new Set(['ignore', 'internal', 'private']);

function jsDocsOf(node: Node): JSDoc[] {
  if (Node.isVariableDeclaration(node)) {
    return node.getVariableStatement()?.getJsDocs() ?? [];
  }
  return Node.isJSDocable(node) ? node.getJsDocs() : [];
}

function readDoc(node: Node | undefined): RawDoc {
  if (!node) return { text: '', tags: [] };
  const docs = jsDocsOf(node);
  const last = docs[docs.length - 1];
  const tags: RawTag[] = [];
  for (const doc of docs) {
    for (const tag of doc.getTags()) {
      const entry: RawTag = { tag: tag.getTagName(), text: (tag.getCommentText() ?? '').trim() };
      if (Node.isJSDocParameterTag(tag)) entry.name = tag.getName();
      tags.push(entry);
    }
  }
  return { text: last ? last.getDescription().trim() : '', tags };
}

/** The declaration of a symbol that carries its documentation (merged interfaces have several). */
function documentedDeclaration(symbol: MorphSymbol): Node | undefined {
  const declarations = symbol.getDeclarations();
  return declarations.find((declaration) => jsDocsOf(declaration).length > 0) ?? declarations[0];
}

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
function memberType(
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

function memberOf(
  symbol: MorphSymbol,
  checker: TypeChecker,
  context: Node,
  options: { optional: boolean; instantiate: boolean; origin?: readonly Node[] },
): RawMember {
  const declaration = documentedDeclaration(symbol);
  const type = memberType(symbol, declaration, checker, context, options);
  return { name: symbol.getName(), type: normalizeTypeText(type), optional: options.optional, doc: readDoc(declaration) };
}

interface Collected {
  members: RawMember[];
  nativeAttributes?: 'html' | 'svg';
  acceptsRef?: boolean;
}

/**
 * How much of each member to read: `types` prints the type (slots and CSS classes show none),
 * `instantiate` resolves the type parameters that the documented symbol fixes.
 */
interface CollectOptions {
  types: boolean;
  instantiate?: boolean;
}

/**
 * Properties of a type. A union's are merged (first declaration wins), optional unless every
 * variant requires them; React's own declarations are summarised instead of listed.
 */
function collectMembers(type: Type, checker: TypeChecker, context: Node, options: CollectOptions): Collected {
  const variants = type.isUnion() ? type.getUnionTypes().filter((variant) => variant.getApparentProperties().length > 0) : [type];
  const byName = new Map<string, { symbol: MorphSymbol; optionalSomewhere: boolean; count: number }>();
  for (const variant of variants) {
    for (const property of variant.getApparentProperties()) {
      const seen = byName.get(property.getName());
      const optional = property.isOptional();
      if (seen) {
        seen.count += 1;
        seen.optionalSomewhere ||= optional;
      } else {
        byName.set(property.getName(), { symbol: property, optionalSomewhere: optional, count: 1 });
      }
    }
  }
  const collected: Collected = { members: [] };
  // The declaration of the props or interface itself, whose heritage says how type parameters are fixed.
  // (`DatePickerProps & RefAttributes<…>`: each part of an intersection is one.)
  const origin = type.isUnion()
    ? []
    : (type.isIntersection() ? type.getIntersectionTypes() : [type]).flatMap(
        (part) => (part.getAliasSymbol() ?? part.getSymbol())?.getDeclarations().slice(0, 1) ?? [],
      );
  for (const { symbol, optionalSomewhere, count } of byName.values()) {
    const declaration = documentedDeclaration(symbol);
    const file = declaration?.getSourceFile().getFilePath() ?? '';
    if (isReactTypesFile(file)) {
      const parent = declaration?.getParent();
      const owner = parent && Node.isInterfaceDeclaration(parent) ? parent.getName() : '';
      if (symbol.getName() === 'ref') collected.acceptsRef = true;
      else if (/^SVG/.test(owner)) collected.nativeAttributes = 'svg';
      // `key` (React's `Attributes`) goes without saying; event handlers and aria-* are HTML's unless SVG's are there.
      else if (/Attributes$/.test(owner) && owner !== 'Attributes') collected.nativeAttributes ??= 'html';
      continue;
    }
    const optional = optionalSomewhere || count < variants.length;
    const member = options.types
      ? memberOf(symbol, checker, context, { optional, instantiate: Boolean(options.instantiate), origin })
      : { name: symbol.getName(), type: '', optional, doc: readDoc(declaration) };
    if (!member.doc.tags.some((tag) => HIDDEN_TAGS.has(tag.tag))) {
      collected.members.push(member);
    }
  }
  return collected;
}

function propertyType(members: Type, name: string, checker: TypeChecker, context: Node): Type | undefined {
  const property = members.getApparentProperties().find((symbol) => symbol.getName() === name);
  if (!property) return undefined;
  return checker.getTypeOfSymbolAtLocation(property, context).getNonNullableType();
}

function classesOf(propsType: Type, props: readonly RawMember[], checker: TypeChecker, context: Node): RawClasses | undefined {
  const written = props.find((member) => member.name === 'classes');
  const interfaceName = written ? /\b([A-Z]\w*Classes)\b/.exec(written.type)?.[1] : undefined;
  const type = propertyType(propsType, 'classes', checker, context);
  if (!interfaceName || !type) return undefined;
  return { interfaceName, keys: collectMembers(type, checker, context, { types: false }).members };
}

function callSignatureOf(valueType: Type) {
  const callable = valueType.isUnion() ? valueType.getUnionTypes().find((variant) => variant.getCallSignatures().length) : valueType;
  return callable?.getCallSignatures()[0];
}

/** A call signature's first parameter type: the props of a function or forwardRef component. */
function propsTypeOf(valueType: Type, checker: TypeChecker, context: Node): Type | null | undefined {
  const signature = callSignatureOf(valueType);
  if (!signature) return undefined;
  const parameter = signature.getParameters()[0];
  return parameter ? checker.getTypeOfSymbolAtLocation(parameter, context) : null;
}

/**
 * A value export that only exists to point elsewhere (`DataGrid` in the Pro package): deprecated,
 * taking no props and rendering `null`. A deprecated alias of a real component is not one.
 */
export function isStubExport(exported: MorphSymbol, checker: TypeChecker): boolean {
  const symbol = exported.isAlias() ? exported.getAliasedSymbolOrThrow() : exported;
  const declaration = symbol.getDeclarations()[0];
  if (!declaration || Node.isTypeAliasDeclaration(declaration) || Node.isInterfaceDeclaration(declaration)) return false;
  if (!readDoc(declaration).tags.some((tag) => tag.tag === 'deprecated')) return false;
  const signature = callSignatureOf(checker.getTypeOfSymbolAtLocation(symbol, declaration));
  return Boolean(signature && signature.getParameters().length === 0 && signature.getReturnType().isNull());
}

/**
 * Reads an exported symbol (aliases followed) into plain data. `namesOnly` skips types and CSS
 * classes, for comparing member lists across editions cheaply.
 */
export function extractSymbol(exported: MorphSymbol, checker: TypeChecker, { namesOnly = false } = {}): RawSymbol {
  const symbol = exported.isAlias() ? exported.getAliasedSymbolOrThrow() : exported;
  const declarations = symbol.getDeclarations();
  const valueDeclaration = declarations.find((node) => Node.isVariableDeclaration(node) || Node.isFunctionDeclaration(node));
  const typeDeclaration = declarations.find((node) => Node.isInterfaceDeclaration(node) || Node.isTypeAliasDeclaration(node));
  if (valueDeclaration) {
    const propsType = propsTypeOf(checker.getTypeOfSymbolAtLocation(symbol, valueDeclaration), checker, valueDeclaration);
    if (propsType !== undefined) {
      const collected = propsType
        ? collectMembers(propsType, checker, valueDeclaration, { types: !namesOnly, instantiate: true })
        : { members: [] };
      const slotsType = propsType ? propertyType(propsType, 'slots', checker, valueDeclaration) : undefined;
      const raw: RawSymbol = {
        name: exported.getName(),
        kind: 'component',
        doc: readDoc(valueDeclaration),
        members: collected.members,
        slots: slotsType ? collectMembers(slotsType, checker, valueDeclaration, { types: false }).members : [],
      };
      const classes = propsType && !namesOnly ? classesOf(propsType, collected.members, checker, valueDeclaration) : undefined;
      if (classes) raw.classes = classes;
      if (collected.nativeAttributes) raw.nativeAttributes = collected.nativeAttributes;
      if (collected.acceptsRef) raw.acceptsRef = true;
      return raw;
    }
  }
  if (typeDeclaration) {
    const type = typeDeclaration.getType();
    const raw: RawSymbol = {
      name: exported.getName(),
      kind: 'interface',
      doc: readDoc(typeDeclaration),
      members: collectMembers(type, checker, typeDeclaration, { types: !namesOnly, instantiate: true }).members,
      slots: [],
    };
    if (Node.isTypeAliasDeclaration(typeDeclaration)) {
      const definition = normalizeTypeText(typeDeclaration.getTypeNode()?.getText() ?? '');
      // Object shapes are what the member list shows; only a short alias (a union, a Pick) is kept.
      if (definition && !definition.includes('{') && definition.length <= 300) raw.definition = definition;
    }
    return raw;
  }
  throw new Error(`${exported.getName()} is neither a component nor an interface or type`);
}

import { Node, ts, type ExpressionWithTypeArguments, type JSDoc, type TypeReferenceNode, type Symbol as MorphSymbol, type Type, type TypeChecker } from 'ts-morph';
import type { RawClasses, RawDoc, RawMember, RawSymbol, RawTag } from './types';
import { normalizeTypeText } from './typeHtml';
import { memberType } from './memberType';

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
  // Without the members' types (names only), the declaration's own text names the interface.
  const declared = written && !written.type ? propsType.getApparentProperties().find((symbol) => symbol.getName() === 'classes')?.getDeclarations()[0]?.getText() : undefined;
  const interfaceName = written ? /\b([A-Z]\w*Classes)\b/.exec(written.type || declared || '')?.[1] : undefined;
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
 * classes, for comparing member lists across editions cheaply; `classes` reads the CSS classes
 * anyway (their names: the API history compares releases by name).
 */
export function extractSymbol(exported: MorphSymbol, checker: TypeChecker, options: { namesOnly?: boolean; classes?: boolean } = {}): RawSymbol {
  const namesOnly = options.namesOnly ?? false;
  const withClasses = options.classes ?? !namesOnly;
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
      const classes = propsType && withClasses ? classesOf(propsType, collected.members, checker, valueDeclaration) : undefined;
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

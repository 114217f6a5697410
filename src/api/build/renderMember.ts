import { renderMarkdownFragment, renderMarkdownInline } from '../../markdown/renderer';
import { prepareDocMarkdown, type DocLinkContext } from './docText';
import { typeToHtml } from './typeHtml';
import type { ApiDocTag, ApiDocTagKind, ApiMember, RawDoc, RawMember, RawTag } from './types';
import { escapeHtml } from '../../lib/html';

/** Renders the raw members read from the types into page data (HTML rendered once, here). */

export interface RenderContext extends DocLinkContext {
  /** The documented symbol: its own name is not linked. */
  selfName: string;
}

const firstTag = (doc: RawDoc, name: string): RawTag | undefined => doc.tags.find((tag) => tag.tag === name);

/**
 * `@default` text: a bare value becomes code, a sentence with backticks is rendered as markdown. A
 * plain double-quoted string reads in single quotes, as the types next to it print string literals.
 */
export function renderDefault(text: string, context: RenderContext): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (value.includes('`')) return renderMarkdownInline(prepareDocMarkdown(value, context));
  const literal = /^"([^"'\\]*)"$/.exec(value);
  return `<code>${escapeHtml(literal ? `'${literal[1]}'` : value.replace(/\s+/g, ' '))}</code>`;
}

/** The description: the doc comment's text, without its tags (see `docTags`). */
export function describe(doc: RawDoc, context: RenderContext): string | undefined {
  return doc.text ? renderMarkdownFragment(prepareDocMarkdown(doc.text, context)) : undefined;
}

/** Tags shown under the description, labelled by their kind; the others (`@default`, `@template`…) are data or nothing. */
const NOTE_TAGS: ReadonlySet<string> = new Set(['example', 'see', 'throws', 'warning']);

function tagHtml(markdown: string, context: RenderContext): string {
  return renderMarkdownFragment(prepareDocMarkdown(markdown, context));
}

/**
 * What the tags of a doc comment add below its description: the parameters (each with its name),
 * the return value, then examples, references, exceptions and warnings in the order written, each
 * kind once (two `@example` tags are one kind with two items).
 */
export function docTags(doc: RawDoc, context: RenderContext): ApiDocTag[] | undefined {
  const tags: ApiDocTag[] = [];
  const params = doc.tags.filter((tag) => tag.tag === 'param' && tag.name);
  if (params.length) {
    // `@param name - text`: the dash separates, it does not start a list.
    tags.push({ kind: 'params', items: params.map((tag) => ({ name: tag.name!, html: tag.text ? tagHtml(tag.text.replace(/^-\s*/, ''), context) : '' })) });
  }
  const returns = doc.tags.find((tag) => (tag.tag === 'returns' || tag.tag === 'return') && tag.text);
  if (returns) tags.push({ kind: 'returns', items: [{ html: tagHtml(returns.text, context) }] });
  for (const tag of doc.tags) {
    if (!NOTE_TAGS.has(tag.tag) || !tag.text) continue;
    const markdown = tag.tag === 'example' && !tag.text.includes('```') ? `\`\`\`tsx\n${tag.text}\n\`\`\`` : tag.text;
    const kind = tag.tag as ApiDocTagKind;
    const item = { html: tagHtml(markdown, context) };
    const same = tags.find((existing) => existing.kind === kind);
    if (same) same.items.push(item);
    else tags.push({ kind, items: [item] });
  }
  return tags.length ? tags : undefined;
}

/** The deprecation message of a doc, HTML (empty string when the tag gives none); `undefined` if not deprecated. */
export function deprecation(doc: RawDoc, context: RenderContext): string | undefined {
  const tag = firstTag(doc, 'deprecated');
  if (!tag) return undefined;
  return tag.text ? renderMarkdownInline(prepareDocMarkdown(tag.text.replace(/\s*\n\s*/g, ' '), context)) : '';
}

export interface MemberOptions {
  /** Whether to show the type (slots and CSS classes leave it out). */
  withType: boolean;
  /** Whether a required member is flagged (props and members; slots never are). */
  withRequired: boolean;
}

export function renderMember(raw: RawMember, context: RenderContext, options: MemberOptions): ApiMember {
  const member: ApiMember = { name: raw.name };
  if (options.withType && raw.type) member.type = typeToHtml(raw.type, context.resolveName, context.selfName);
  const defaultTag = firstTag(raw.doc, 'default');
  const defaultHtml = defaultTag ? renderDefault(defaultTag.text, context) : undefined;
  if (defaultHtml) member.default = defaultHtml;
  const description = describe(raw.doc, context);
  if (description) member.description = description;
  const tags = docTags(raw.doc, context);
  if (tags) member.tags = tags;
  if (options.withRequired && !raw.optional) member.required = true;
  const deprecated = deprecation(raw.doc, context);
  if (deprecated !== undefined) member.deprecated = deprecated;
  return member;
}

/** Reference order: required members first, then by name (case-insensitive). */
export function compareMembers(a: ApiMember, b: ApiMember): number {
  if (Boolean(a.required) !== Boolean(b.required)) return a.required ? -1 : 1;
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en');
}

import { renderMarkdownFragment, renderMarkdownInline } from '../markdown';
import { prepareDocMarkdown, type DocLinkContext } from './docText';
import { typeToHtml } from './typeHtml';
import type { ApiMember, RawDoc, RawMember, RawTag } from './types';
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

/** Description with the callback's parameters, return value, examples and references below it. */
export function describe(doc: RawDoc, context: RenderContext): string | undefined {
  const parts: string[] = [];
  if (doc.text) parts.push(doc.text);
  const params = doc.tags.filter((tag) => tag.tag === 'param' && tag.name);
  if (params.length) {
    // Continuation lines are indented under their item, so a nested list stays nested.
    const items = params.map((tag) => {
      const text = tag.text.replace(/^-\s*/, '').replace(/\n/g, '\n  ');
      return `- \`${tag.name}\`${text ? `: ${text}` : ''}`;
    });
    parts.push(`**Parameters:**\n\n${items.join('\n')}`);
  }
  const returns = doc.tags.find((tag) => (tag.tag === 'returns' || tag.tag === 'return') && tag.text);
  if (returns) parts.push(`**Returns:** ${returns.text}`);
  for (const tag of doc.tags) {
    if (tag.tag === 'example' && tag.text) {
      parts.push(tag.text.includes('```') ? `**Example:**\n\n${tag.text}` : `**Example:**\n\n\`\`\`tsx\n${tag.text}\n\`\`\``);
    } else if (tag.tag === 'see' && tag.text) {
      parts.push(`**See:** ${tag.text}`);
    } else if (tag.tag === 'throws' && tag.text) {
      parts.push(`**Throws:** ${tag.text}`);
    } else if (tag.tag === 'warning' && tag.text) {
      parts.push(`**Warning:** ${tag.text}`);
    }
  }
  if (parts.length === 0) return undefined;
  return renderMarkdownFragment(prepareDocMarkdown(parts.join('\n\n'), context));
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

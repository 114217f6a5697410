/**
 * The markdown export of each page (`/<path>.md`, build time, pure): a guide's own markdown with
 * every demo directive replaced by the demo's TypeScript source, and an API page as tables. Links
 * to the site become absolute, so the text stands on its own (pasted into an assistant, saved).
 */
import TurndownService from 'turndown';
import type { ApiContent, ApiDocTag, ApiMember, ApiSection, ApiSymbolContent } from '../contracts';
import { englishText } from '../i18n/shellPageStrings';
import { findDemoDirectives, findGeneratedDirectives } from '../markdown/outline';
import { readFrontMatter } from '../markdown/frontMatter';
import { absoluteUrl, isExternal } from '../routing/paths';
import { htmlText } from '../lib/html';

/** A code fence that no run of backticks inside `code` can close. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A fenced code block. */
export function codeBlock(code: string, info: string): string {
  const fence = fenceFor(code);
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** An inline code span for any text (backticks inside get a longer delimiter). */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** `](/x/...)` links of the site become absolute; fenced code is left as written. */
export function absoluteLinks(markdown: string, host: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(/\]\((\/[^)\s]*)\)/g, (_whole, href: string) => `](${host.replace(/\/+$/, '')}${href})`);
    })
    .join('\n');
}

export interface GuideExport {
  /** The page's markdown file, front matter included. */
  raw: string;
  /** Where the file is, for errors. */
  source: string;
  /** The page's pathname, for its address in the export. */
  pathname: string;
  /** TypeScript source of each demo the page names, by file name (`BasicGrid.tsx`). */
  demos: Readonly<Record<string, string>>;
  /** Markdown of each generated section the page names (`privacy-storage`), when it has any. */
  sections?: Readonly<Record<string, string>>;
  host: string;
}

/** A guide page as markdown: title, description, address, then its body with the demos' source and the generated sections. */
export function guideMarkdown({ raw, source, pathname, demos, sections = {}, host }: GuideExport): string {
  const { data, content } = readFrontMatter(raw, source);
  const lines = content.split('\n');
  // Errors name lines of the file, front matter included.
  const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
  for (const directive of findDemoDirectives(content, source)) {
    const code = demos[directive.file];
    if (code === undefined) throw new Error(`${source}:${directive.line + 1 + offset}: no source for demo ${directive.file}`);
    lines[directive.line] = codeBlock(code, `tsx title="${directive.file}"`);
  }
  for (const directive of findGeneratedDirectives(content, source)) {
    const section = sections[directive.name];
    if (section === undefined) throw new Error(`${source}:${directive.line + 1 + offset}: no text for generated section ${directive.name}`);
    lines[directive.line] = section;
  }
  const body = absoluteLinks(lines.join('\n'), host).trim();
  return `${header(String(data.title ?? ''), String(data.description ?? ''), pathname, host)}${body}\n`;
}

function header(title: string, description: string, pathname: string, host: string): string {
  return `# ${title}\n\n> ${description.replace(/\s*\n\s*/g, ' ')}\n\nFrom ${absoluteUrl(pathname, host)}\n\n`;
}

// ---------------------------------------------------------------------------------------------
// API pages: their content is HTML rendered at build time; turndown turns it back into markdown.

function createTurndown(host: string): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
  service.addRule('siteLinks', {
    filter: (node) => node.nodeName === 'A' && (node.getAttribute('href') ?? '') !== '',
    replacement: (text, node) => {
      const href = (node as HTMLElement).getAttribute('href') ?? '';
      const target = href.startsWith('/') && !isExternal(href) ? `${host.replace(/\/+$/, '')}${href}` : href;
      return text.trim() === '' ? '' : `[${text}](${target})`;
    },
  });
  return service;
}

/** Markdown that fits in one table cell: one line, pipes escaped. */
function cell(markdown: string): string {
  return markdown.replace(/\s*\n+\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;

function memberName(member: ApiMember): string {
  const notes = [member.required ? 'required' : '', member.plan ? `${PLAN_NAMES[member.plan]} plan` : ''].filter(Boolean);
  return `${inlineCode(member.name)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** A doc tag in a table cell: `**Parameters:** - `params`: … - `event`: …`, `**Returns:** …`. */
function tagMarkdown(tag: ApiDocTag, toMarkdown: (html: string) => string): string {
  const items = tag.items.map((item) => {
    const text = item.html ? toMarkdown(item.html) : '';
    return item.name === undefined ? text : `- ${inlineCode(item.name)}${text ? `: ${text}` : ''}`;
  });
  return `**${englishText(`api.tags.${tag.kind}`)}:** ${items.join(' ')}`;
}

function sectionTable(section: ApiSection, toMarkdown: (html: string) => string): string[] {
  if (section.items.length === 0) return [];
  const description = (member: ApiMember) =>
    cell(
      [
        member.deprecated !== undefined ? `**Deprecated**${member.deprecated ? `: ${toMarkdown(member.deprecated)}` : '.'}` : '',
        member.description ? toMarkdown(member.description) : '',
        ...(member.tags ?? []).map((tag) => tagMarkdown(tag, toMarkdown)),
      ]
        .filter(Boolean)
        .join(' '),
    );
  const code = (html: string | undefined) => (html ? cell(inlineCode(htmlText(html))) : '');
  switch (section.id) {
    case 'classes':
      return [
        '| Class name | Key | Description |',
        '| --- | --- | --- |',
        ...section.items.map((member) => `| ${cell(inlineCode(`.${member.className ?? member.name}`))} | ${cell(inlineCode(member.name))} | ${description(member)} |`),
      ];
    case 'slots':
      return [
        '| Slot | Default | Description |',
        '| --- | --- | --- |',
        ...section.items.map((member) => `| ${cell(memberName(member))} | ${member.default ? cell(toMarkdown(member.default)) : ''} | ${description(member)} |`),
      ];
    default:
      return [
        '| Name | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        ...section.items.map(
          (member) => `| ${cell(memberName(member))} | ${code(member.type)} | ${member.default ? cell(toMarkdown(member.default)) : ''} | ${description(member)} |`,
        ),
      ];
  }
}

function symbolBody(content: ApiSymbolContent, toMarkdown: (html: string) => string): string[] {
  const parts: string[] = [];
  if (content.notice) parts.push(toMarkdown(content.notice));
  if (content.deprecated !== undefined) parts.push(`**Deprecated.**${content.deprecated ? ` ${toMarkdown(content.deprecated)}` : ''}`);
  if (content.intro) parts.push(toMarkdown(content.intro));
  parts.push(
    '## Import',
    codeBlock(
      content.imports.map((line) => (line.plan ? `${line.code} // ${PLAN_NAMES[line.plan]} plan` : line.code)).join('\n// or\n'),
      'js',
    ),
  );
  if (content.definition) parts.push('## Definition', codeBlock(`type ${content.name} = ${htmlText(content.definition)};`, 'ts'));
  for (const section of content.sections) {
    parts.push(`## ${section.title}`);
    const table = sectionTable(section, toMarkdown);
    parts.push(table.length ? table.join('\n') : '_None._');
    if (section.note) parts.push(toMarkdown(section.note));
  }
  parts.push(`_Generated from the type declarations of ${content.source}._`);
  return parts;
}

export interface ApiExport {
  pathname: string;
  title: string;
  description: string;
  content: ApiContent;
  host: string;
}

/** An API page as markdown: import lines, then props, slots, CSS classes (or members) as tables. */
export function apiMarkdown({ pathname, title, description, content, host }: ApiExport): string {
  const turndown = createTurndown(host);
  const toMarkdown = (html: string) => turndown.turndown(html).trim();
  let parts: string[];
  if (content.kind === 'planned') {
    parts = [toMarkdown(content.notice)];
  } else if (content.kind === 'index') {
    parts = [
      '## Packages',
      content.packages.map((item) => `- ${inlineCode(item.name)} ${item.version}${item.plan ? ` (${PLAN_NAMES[item.plan]} plan)` : ''}`).join('\n'),
      ...content.groups.flatMap((group) => [
        `## ${group.title}`,
        group.items
          .map((item) => `- [${item.name}](${absoluteUrl(item.href, host)})${item.plan ? ` (${PLAN_NAMES[item.plan]} plan)` : ''}${item.summary ? `: ${item.summary}` : ''}`)
          .join('\n'),
      ]),
    ];
  } else {
    parts = symbolBody(content, toMarkdown);
  }
  return `${header(title, description, pathname, host)}${parts.join('\n\n')}\n`;
}

/**
 * The markdown export of an API page (`/x/api/<product>/<page>.md`, build time, pure): import lines,
 * then props, slots and CSS classes (or an interface's members) as tables with types, defaults and
 * descriptions. Links to the site become absolute, so the text stands on its own. Guides:
 * guideMarkdown.ts.
 */
import TurndownService from 'turndown';
import type { ApiContent, ApiDocTag, ApiMember, ApiSection, ApiSymbolContent } from '../contracts';
import { englishText } from '../i18n/shellPageStrings';
import { absoluteUrl } from '../routing/paths';
import { htmlText } from '../lib/html';
import { absoluteHref, codeBlock, inlineCode, pageHeader } from './markdownText';

// ---------------------------------------------------------------------------------------------
// API pages: their content is HTML rendered at build time; turndown turns it back into markdown.

function createTurndown(host: string, pathname: string): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
  service.addRule('siteLinks', {
    filter: (node) => node.nodeName === 'A' && (node.getAttribute('href') ?? '') !== '',
    replacement: (text, node) => {
      const href = (node as HTMLElement).getAttribute('href') ?? '';
      const target = absoluteHref(href, host, pathname);
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
  const turndown = createTurndown(host, pathname);
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
  return `${pageHeader(title, description, pathname, host)}${parts.join('\n\n')}\n`;
}

import type { ApiDocTag, ApiEntry, ApiMember, ApiSectionId, Plan } from '../../contracts';
import { memberAnchor } from '../../routing/anchors';
import { escapeHtml, htmlText } from '../../lib/html';
import { PLAN_TITLE_KEYS } from '../../nav/plans';
import { englishText } from '../../i18n/shellPageStrings';

/**
 * One API entry (a prop, member, slot or CSS class) as the page shows it: its whole HTML composed
 * once, at build time, so the page renders one list item per entry and nothing else of it in React.
 * The DataGrid page lists over 400 entries, so every element counts (issue 14): an entry is its item,
 * its signature and the name's self-link, plus what its description holds, while everything stays
 * text in the document (search engines, find-in-page, the search index). The signature reads as
 * TypeScript does, the description follows on its own line, then what the doc tags add:
 *
 *   <code class="api-sig"><a class="api-name" href="#props-density">density</a>: GridDensity = 'standard' [chips] [plan]</code>
 *   [<p class="api-deprecated">…</p>] Set the density of the Data Grid.
 *   [<dl class="api-tags"><dt>Parameters</dt><dd><code>params</code>: …</dd>…<dt>Returns</dt><dd>…</dd></dl>]
 *
 * A signature that is its name alone is the self-link itself (a CSS class by its global class name,
 * which ends with its key): `<a class="api-sig api-name" href="#classes-root">.MuiDataGrid-root</a>`.
 * A long signature is collapsed behind a native <details> whose summary shows its beginning.
 */

/** A signature longer than this (characters of text: name, type, default) is collapsed behind a native `<details>`. */
export const LONG_SIGNATURE = 90;
/** How much of a long signature its collapsed summary shows. */
const SUMMARY_LENGTH = 64;

function planMark(plan: Plan): string {
  const title = escapeHtml(englishText(PLAN_TITLE_KEYS[plan]));
  return `<span class="api-plan" data-plan="${plan}" role="img" aria-label="${title}" title="${title}"></span>`;
}

/** `<code>false</code>` → `false`: a default that is one code span joins the signature as text. */
function defaultText(html: string): string {
  const code = /^<code>([^<]*)<\/code>$/.exec(html.trim());
  return code ? code[1] : html;
}

/**
 * How the signature names the entry: a CSS class by its global class name when that ends with its
 * key (`.MuiDataGrid-cell--editing`: the key is not printed twice), else by its name, the class after it.
 */
function nameAndClass(member: ApiMember): { name: string; className: string } {
  if (!member.className) return { name: member.name, className: '' };
  return member.className.endsWith(`-${member.name}`) ? { name: `.${member.className}`, className: '' } : { name: member.name, className: ` .${member.className}` };
}

/**
 * The signature: `name: type = default` (a CSS class's global class name), the name a link to the
 * entry, then its marks (required, deprecated, plan): the entry's first line, in one element.
 */
function signatureHtml(section: ApiSectionId, member: ApiMember, marks: string): string {
  const id = memberAnchor(section, member.name);
  const shown = nameAndClass(member);
  const rest = [
    shown.className ? escapeHtml(shown.className) : '',
    member.type ? `: ${member.type}` : '',
    member.default ? ` = ${defaultText(member.default)}` : '',
  ].join('');
  const text = htmlText(`${escapeHtml(shown.name)}${rest}`);
  // The name alone (most CSS classes, a slot without default): the link is the whole first line.
  if (rest === '' && marks === '' && text.length <= LONG_SIGNATURE) return `<a class="api-sig api-name" href="#${id}">${escapeHtml(shown.name)}</a>`;
  const name = `<a class="api-name" href="#${id}">${escapeHtml(shown.name)}</a>`;
  if (text.length <= LONG_SIGNATURE) return `<code class="api-sig">${name}${rest}${marks}</code>`;
  // The summary shows the start of the signature as text (a link inside a summary would not toggle it)
  // and the marks, so a collapsed entry still says it is required or deprecated.
  const summary = `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…`;
  return `<details class="api-sig-long"><summary>${escapeHtml(summary)}${marks}</summary><code class="api-sig">${name}${rest}</code></details>`;
}

/**
 * Rendered markdown with its first paragraph as text: it follows what comes before it (the signature,
 * a parameter's name) with no element of its own; the blocks after it stay as they are.
 */
function leadingText(html: string): string {
  const blocks = html.trim();
  const first = /^<p>((?:(?!<\/?p>)[\s\S])*)<\/p>\s*/.exec(blocks);
  return first ? `${first[1]}${blocks.length > first[0].length ? `\n${blocks.slice(first[0].length)}` : ''}` : blocks;
}

/**
 * The doc tags as one description list: each kind a term (`Parameters`, `Returns`…), each parameter
 * or text a definition of it. The label is the term's own text, styled by the list (no `<strong>`).
 */
function tagsHtml(tags: readonly ApiDocTag[]): string {
  const groups = tags.map((tag) => {
    const items = tag.items.map((item) => {
      const text = leadingText(item.html);
      if (item.name === undefined) return `<dd>${text}</dd>`;
      return `<dd><code>${escapeHtml(item.name)}</code>${text ? `: ${text}` : ''}</dd>`;
    });
    return `<dt>${escapeHtml(englishText(`api.tags.${tag.kind}`))}</dt>${items.join('')}`;
  });
  return `<dl class="api-tags">${groups.join('')}</dl>`;
}

/** `since 8.5`: the release that added the entry (the whole release in its title). */
function sinceMark(since: string): string {
  const title = escapeHtml(englishText('api.sinceTitle', { version: /^\d+\.\d+$/.test(since) ? `${since}.0` : since }));
  return ` <span class="api-chip" data-chip="since" title="${title}">${escapeHtml(englishText('api.since', { version: since }))}</span>`;
}

/**
 * The deprecation line: its reason (or the generic one), the release that deprecated it when after
 * 8.0.0, and a link to the replacement the reason names, on the same page.
 */
function deprecationHtml(member: ApiMember): string {
  const reason = member.deprecated || escapeHtml(englishText('api.deprecatedNoReason'));
  const text = member.deprecatedSince
    ? englishText('api.deprecatedSince', { version: escapeHtml(member.deprecatedSince), reason })
    : englishText('api.deprecatedMember', { reason });
  const target = member.replacement;
  const link = target
    ? ` ${englishText('api.replacedBy', { name: `<a class="api-replacement" href="#${memberAnchor(target.section, target.name)}"><code>${escapeHtml(target.name)}</code></a>` })}`
    : '';
  return `<p class="api-deprecated">${text}${link}</p>`;
}

/** The inner HTML of an entry's list item. */
export function entryInnerHtml(section: ApiSectionId, member: ApiMember): string {
  const marks = [
    member.required ? ` <span class="api-chip" data-chip="required">${escapeHtml(englishText('api.required'))}</span>` : '',
    member.deprecated !== undefined ? ` <span class="api-chip" data-chip="deprecated">${escapeHtml(englishText('api.deprecated'))}</span>` : '',
    member.since ? sinceMark(member.since) : '',
    member.plan ? ` ${planMark(member.plan)}` : '',
  ].join('');
  const parts = [signatureHtml(section, member, marks)];
  if (member.deprecated !== undefined && (member.deprecated || member.deprecatedSince || member.replacement)) parts.push(deprecationHtml(member));
  if (member.description) parts.push(leadingText(member.description));
  if (member.tags?.length) parts.push(tagsHtml(member.tags));
  // A line break between the parts: invisible next to a block, it keeps words apart in the text
  // that tools read from the document (the signature's last word and the description's first).
  return parts.join('\n');
}

/** An entry as its page receives it: the name (and class) for the filter, and its HTML. */
export function toApiEntry(section: ApiSectionId, member: ApiMember): ApiEntry {
  const entry: ApiEntry = { name: member.name, ...(member.className ? { className: member.className } : {}), html: entryInnerHtml(section, member) };
  if (member.since) entry.since = member.since;
  if (member.deprecated !== undefined) entry.deprecated = true;
  return entry;
}

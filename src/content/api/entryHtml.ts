import type { ApiEntry, ApiMember, ApiSectionId, Plan } from '../../contracts';
import { memberAnchor } from '../../routing/anchors';
import { escapeHtml, htmlText } from '../../lib/html';
import { PLAN_TITLE_KEYS } from '../../nav/plans';
import { englishText } from '../../i18n/shellPageStrings';

/**
 * One API entry (a prop, member, slot or CSS class) as the page shows it: its whole HTML composed
 * once, at build time, so the page renders one list item per entry and nothing else of it in React.
 * The DataGrid page lists over 400 entries: three elements each (item, signature, name) keeps its DOM
 * small (issue 14), while everything stays text in the document (search engines, find-in-page, the
 * search index). The signature reads as TypeScript does, the description follows on its own line:
 *
 *   <code class="api-sig"><a class="api-name" href="#props-density">density</a>: GridDensity = 'standard' [chips] [plan]</code>
 *   [<p class="api-deprecated">…</p>] Set the density of the Data Grid.
 *
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
 * The signature: `name: type = default` (`name .MuiClass` for a CSS class), the name a link to the
 * entry, then its marks (required, deprecated, plan): the entry's first line, in one element.
 */
function signatureHtml(section: ApiSectionId, member: ApiMember, marks: string): string {
  const id = memberAnchor(section, member.name);
  const name = `<a class="api-name" href="#${id}">${escapeHtml(member.name)}</a>`;
  const rest = [
    member.className ? ` .${escapeHtml(member.className)}` : '',
    member.type ? `: ${member.type}` : '',
    member.default ? ` = ${defaultText(member.default)}` : '',
  ].join('');
  const text = htmlText(`${member.name}${rest}`);
  if (text.length <= LONG_SIGNATURE) return `<code class="api-sig">${name}${rest}${marks}</code>`;
  // The summary shows the start of the signature as text (a link inside a summary would not toggle it)
  // and the marks, so a collapsed entry still says it is required or deprecated.
  const summary = `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…`;
  return `<details class="api-sig-long"><summary>${escapeHtml(summary)}${marks}</summary><code class="api-sig">${name}${rest}</code></details>`;
}

/** The description: a lone paragraph as text after the signature (no element); several blocks as they are. */
function descriptionHtml(description: string): string {
  const blocks = description.trim();
  const single = /^<p>((?:(?!<\/?p>)[\s\S])*)<\/p>$/.exec(blocks);
  return single ? single[1] : blocks;
}

/** The inner HTML of an entry's list item. */
export function entryInnerHtml(section: ApiSectionId, member: ApiMember): string {
  const marks = [
    member.required ? ` <span class="api-chip" data-chip="required">${escapeHtml(englishText('api.required'))}</span>` : '',
    member.deprecated !== undefined ? ` <span class="api-chip" data-chip="deprecated">${escapeHtml(englishText('api.deprecated'))}</span>` : '',
    member.plan ? ` ${planMark(member.plan)}` : '',
  ].join('');
  const parts = [signatureHtml(section, member, marks)];
  if (member.deprecated) parts.push(`<p class="api-deprecated">${englishText('api.deprecatedMember', { reason: member.deprecated })}</p>`);
  if (member.description) parts.push(descriptionHtml(member.description));
  return parts.join('');
}

/** An entry as its page receives it: the name (and class) for the filter, and its HTML. */
export function toApiEntry(section: ApiSectionId, member: ApiMember): ApiEntry {
  return { name: member.name, ...(member.className ? { className: member.className } : {}), html: entryInnerHtml(section, member) };
}

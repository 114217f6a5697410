/**
 * The llms.txt files of a scope (build time, pure), in the llmstxt.org format: an H1, a quoted
 * summary, a paragraph naming the package versions described, then sections of links
 * `- [title](address of the page's markdown): description`, the API reference last under `Optional`
 * (the format's place for what a short context may skip). `llms-full.txt` holds the markdown of every
 * guide of the scope, in the navigation's order.
 */
import { markdownPath } from '../routing/paths';
import type { LlmsLink, LlmsScope, PackageVersion } from './llmsScopes';

const origin = (host: string) => host.replace(/\/+$/, '');

/** The absolute address of a page's markdown export (`https://mui.com/x/react-data-grid/sorting.md`). */
export const markdownUrl = (pathname: string, host: string) => `${origin(host)}${markdownPath(pathname)}`;

/** `https://mui.com/x/react-data-grid/llms.txt`. */
export const llmsUrl = (base: string, host: string, file: 'llms.txt' | 'llms-full.txt' = 'llms.txt') => `${origin(host)}${base}/${file}`;

/** `` `@mui/x-charts` 8.5.0, `@mui/x-charts-pro` 8.5.0 `` as a sentence's list. */
export function versionList(versions: readonly PackageVersion[]): string {
  const items = versions.map(({ name, version }) => `\`${name}\` ${version}`);
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
}

/** The sentence saying what a file describes: the one line a reader (or a tool) checks the version in. */
export function versionSentence(versions: readonly PackageVersion[]): string {
  return `These docs describe ${versionList(versions)}.`;
}

const linkLine = (link: LlmsLink, host: string) => `- [${link.title}](${markdownUrl(link.pathname, host)}): ${link.description.replace(/\s*\n\s*/g, ' ')}`;

/** `/x/llms.txt`, `/x/react-data-grid/llms.txt`. */
export function llmsIndex(scope: LlmsScope, host: string): string {
  const lines = [`# ${scope.title}`, '', `> ${scope.summary}`, ''];
  lines.push(
    `${versionSentence(scope.versions)} Each link leads to a page as markdown, with the TypeScript source of its demos. ` +
      `Every guide of ${scope.name} in one file: ${llmsUrl(scope.base, host, 'llms-full.txt')}`,
    '',
  );
  if (scope.related.length > 0) {
    lines.push(`See also: ${scope.related.map((other) => `[${other.name}](${llmsUrl(other.base, host)})`).join(', ')}.`, '');
  }
  for (const section of scope.sections) {
    lines.push(`## ${section.title}`, '', ...section.links.map((link) => linkLine(link, host)), '');
  }
  if (scope.api.length > 0) {
    lines.push('## Optional', '', ...scope.api.map((link) => linkLine(link, host)), '');
  }
  return lines.join('\n');
}

/**
 * `/x/llms-full.txt`, `/x/react-data-grid/llms-full.txt`: a short header, then each guide's markdown
 * export (its own `#` title first), separated by rules. `markdownOf` gives a guide's export.
 */
export function llmsFull(scope: LlmsScope, markdownOf: (pathname: string) => string | undefined, host: string): string {
  const header = [
    `# ${scope.title}: every guide`,
    '',
    `> ${scope.summary}`,
    '',
    `${versionSentence(scope.versions)} This file holds every guide of ${scope.name} as markdown, in the order of the navigation, ` +
      `with the TypeScript source of the demos. The index, with the API reference of each component: ${llmsUrl(scope.base, host)}`,
    '',
  ].join('\n');
  const pages = scope.sections.flatMap((section) => section.links).flatMap((link) => markdownOf(link.pathname) ?? []);
  return [header, ...pages.map((page) => page.trimEnd() + '\n')].join('\n---\n\n');
}

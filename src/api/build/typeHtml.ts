import { escapeHtml } from '../../lib/html';

/** Type text to HTML: escaped, with names that have their own API page turned into links. */

/**
 * `readonly GridColDef<R>[]` -> `readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]`.
 * Identifiers inside string literals are left alone, as is `selfName` (no link to the page itself);
 * a dotted name only links on its first part (`React.ReactNode` links nothing).
 */
export function typeToHtml(type: string, resolve: (name: string) => string | undefined, selfName?: string): string {
  let html = '';
  const pattern = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)|([A-Za-z_$][\w$]*)/g;
  let last = 0;
  let previous = '';
  for (let match = pattern.exec(type); match; match = pattern.exec(type)) {
    html += escapeHtml(type.slice(last, match.index));
    const [token, literal, identifier] = match;
    const afterDot = type.slice(0, match.index).trimEnd().endsWith('.');
    const href = identifier && !afterDot && identifier !== selfName && previous !== 'typeof' ? resolve(identifier) : undefined;
    html += href && !literal ? `<a href="${escapeHtml(href)}">${escapeHtml(token)}</a>` : escapeHtml(token);
    previous = identifier ?? '';
    last = match.index + token.length;
  }
  return html + escapeHtml(type.slice(last));
}

/** Collapses the whitespace of a multi-line type (`{\n  a: T;\n}` -> `{ a: T; }`). */
export function normalizeTypeText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/<\s+/g, '<').replace(/\s+>/g, '>').trim();
}

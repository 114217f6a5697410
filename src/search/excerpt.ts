/**
 * Pagefind's excerpts are HTML: the page's text, entity-escaped, with the matched words wrapped in
 * `<mark>`. They are turned into plain text parts here (pure), so the dialog renders them as text
 * and never injects HTML.
 */

export interface ExcerptPart {
  text: string;
  /** A word the query matched. */
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities Pagefind writes (named basics and numeric ones); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The excerpt as text parts, marks kept; any other tag is dropped. Neighbouring parts of a kind are joined. */
export function parseExcerpt(html: unknown): ExcerptPart[] {
  if (typeof html !== 'string' || html === '') return [];
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of html.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      mark = tag === '<mark>';
      continue;
    }
    const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
    if (text === '') continue;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  return parts;
}

/**
 * Pagefind's excerpts are HTML: the page's text, entity-escaped, with the matched words wrapped in
 * `<mark>`. They are turned into plain text parts here (pure), so the dialog renders them as text
 * and never injects HTML.
 */

import { decodeEntities } from '../lib/html';

export interface ExcerptPart {
  text: string;
  /** A word the query matched. */
  mark: boolean;
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

/**
 * Ad text may carry inline emphasis; nothing else survives: no links, no attributes, no media, no
 * script. Where DOMPurify cannot run (no DOM), the text is reduced to plain, escaped text.
 *
 * DOMPurify keeps `data-*` and `aria-*` attributes even with an empty allow-list unless told not to:
 * in ad text they would forge analytics click events (`data-ga-event-*`) or mislead screen readers
 * (`aria-hidden`, `aria-label`), so both are switched off.
 */
import DOMPurify from 'dompurify';

const INLINE_TAGS = ['b', 'strong', 'em', 'i'];

function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Safe HTML for `dangerouslySetInnerHTML`: inline emphasis only. */
export function sanitizeInline(html: string): string {
  if (!DOMPurify.isSupported) {
    return escapeText(html.replace(/<[^>]*>?/g, ''));
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: INLINE_TAGS,
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

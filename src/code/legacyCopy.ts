/**
 * Copy for browsers without the async Clipboard API (or where it refuses): a hidden, read-only
 * textarea holding the text is selected and `execCommand('copy')` runs. Focus and the reader's
 * selection are put back afterwards. Returns true when the browser reports a copy.
 */
export function legacyCopy(text: string, doc: Document = document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const previousFocus = doc.activeElement as HTMLElement | null;
  const selection = doc.getSelection();
  const ranges: Range[] = [];
  if (selection) for (let index = 0; index < selection.rangeCount; index += 1) ranges.push(selection.getRangeAt(index));
  doc.body.appendChild(textarea);
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (selection) {
      selection.removeAllRanges();
      ranges.forEach((range) => selection.addRange(range));
    }
    previousFocus?.focus?.({ preventScroll: true });
  }
}

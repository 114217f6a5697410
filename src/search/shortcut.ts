/** The keys that open search, and the hint the search button shows (pure). */

export interface SearchKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/** What the focused element is, as far as typing goes. */
export interface FocusTarget {
  tagName?: string;
  isContentEditable?: boolean;
  /** `type` of an `<input>`: a checkbox or a button takes no text, so `/` still opens search there. */
  type?: string;
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether typing `/` in this element writes a character (text fields, text areas, selects, editable regions). */
export function isTypingTarget(target: FocusTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
}

/**
 * Whether a key press opens search: ⌘ K on Apple platforms and Ctrl K elsewhere (the other
 * modifier is left to the browser and the system), anywhere; `/` alone, unless the reader is typing.
 */
export function opensSearch(event: SearchKeyEvent, { apple, target }: { apple: boolean; target: FocusTarget | null | undefined }): boolean {
  if (event.isComposing || event.defaultPrevented || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'k') {
    return !event.shiftKey && (apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey);
  }
  if (key === '/') {
    return !event.ctrlKey && !event.metaKey && !isTypingTarget(target);
  }
  return false;
}

/** The shortcut hint on the search button. */
export function shortcutLabel(apple: boolean): string {
  return apple ? '⌘ K' : 'Ctrl K';
}

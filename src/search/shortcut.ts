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
}

/** Whether `/` typed in this element belongs to it: a form field or an editable region. */
export function isTypingTarget(target: FocusTarget | null | undefined): boolean {
  return Boolean(target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName ?? '')));
}

/**
 * Whether a key press opens search: ⌘ K on Apple platforms and Ctrl K elsewhere (the other
 * modifier is left to the browser and the system), anywhere; `/` alone, unless focus is in a form
 * field or an editable region.
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

/** The copy shortcut of code blocks and its hint (pure). */

/** The hint shown by the copy button. */
export function shortcutHint(apple: boolean): string {
  return apple ? '⌘C' : 'Ctrl + C';
}

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
}

export interface ShortcutContext {
  /** The block is hovered, or focus is inside it. */
  blockActive: boolean;
  /** The reader has selected text somewhere: the browser's own copy must win. */
  hasSelection: boolean;
  /** Focus is in a field outside the block (its own selection is invisible to `getSelection`). */
  editingElsewhere: boolean;
}

/** Ctrl/⌘ + C, without Shift or Alt, not held down, not in the middle of an IME composition. */
export function isCopyKey(event: ShortcutKey): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    !event.repeat &&
    !event.isComposing &&
    event.key.toLowerCase() === 'c'
  );
}

/** Whether this key press copies the active block instead of leaving the browser's copy alone. */
export function shouldCopyBlock(event: ShortcutKey, context: ShortcutContext): boolean {
  return isCopyKey(event) && context.blockActive && !context.hasSelection && !context.editingElsewhere;
}
